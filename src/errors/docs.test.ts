import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { errorDocs } from './docs'

const repositoryRoot = join(__dirname, '..', '..')

/** A Markdown heading's anchor as GitHub makes it. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

function anchorsIn(document: string) {
  const text = readFileSync(join(repositoryRoot, document), 'utf8')
  return [...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading!))
}

describe('the documents error messages point at', () => {
  test.each(Object.entries(errorDocs))('%s: the document and its heading exist', (_, docs) => {
    expect(anchorsIn(docs.docsPath)).toContain(docs.docsSlug)
  })
})
