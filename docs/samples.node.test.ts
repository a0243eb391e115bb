import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { API, type Diagnostic } from 'typescript7/unstable/sync'
import { expect, test } from 'vitest'

/**
 * The docs whose TypeScript samples must compile: every ```ts fence names its path (`file=…`).
 * The package README's quick starts also run outside the repository (npm run test:package).
 */
const documents = ['docs/wallet-mock.md', 'packages/mock-wallet/README.md']

const root = resolve(import.meta.dirname, '..')

type Sample = { document: string; path: string; code: string }

function samplesOf(document: string): Sample[] {
  const text = readFileSync(resolve(root, document), 'utf8')
  return [...text.matchAll(/^```(ts|typescript)([^\n]*)\n([\s\S]*?)^```/gm)].map(
    ([, , info = '', code = '']) => {
      const path = /\bfile=(\S+)/.exec(info)?.[1]
      if (!path) throw new Error(`${document}: a \`\`\`ts sample without file=<path>`)
      return { document, path: resolve(root, path), code }
    },
  )
}

const message = (diagnostic: Diagnostic): string =>
  [diagnostic.text, ...(diagnostic.messageChain ?? []).map(message)].join('\n')

/**
 * Type-checks the samples as if each were a file at its path, with the tests' compiler
 * options (tsconfig.test.json), by the compiler `npm run typecheck` runs (TypeScript 7, through
 * its API): the samples and a tsconfig listing them live in memory only, every other file is
 * read from disk, so imports resolve as from real files.
 */
function diagnosticsOf(samples: Sample[]) {
  const config = resolve(root, 'docs/samples.tsconfig.json')
  const files = new Map(samples.map((sample) => [sample.path, sample.code]))
  const tsconfig = { extends: '../tsconfig.test.json', files: [...files.keys()], include: [] }
  files.set(config, JSON.stringify(tsconfig))
  // undefined: not in memory, the file system answers.
  const api = new API({
    cwd: root,
    fs: { readFile: (path) => files.get(path), fileExists: (path) => files.has(path) || undefined },
  })
  try {
    const program = api.updateSnapshot({ openProjects: [config] }).getProject(config)?.program
    if (!program) throw new Error(`no project for ${config}`)
    const overall = [
      ...program.getConfigFileParsingDiagnostics(),
      ...program.getProgramDiagnostics(),
      ...program.getGlobalDiagnostics(),
    ].map((diagnostic) => `${diagnostic.fileName}: ${message(diagnostic)}`)
    const ofSamples = samples.flatMap(({ document, path, code }) =>
      [...program.getSyntacticDiagnostics(path), ...program.getSemanticDiagnostics(path)].map(
        (diagnostic) => {
          const line = code.slice(0, diagnostic.pos).split('\n').length
          return `${document} (${path.slice(root.length + 1)}:${line}): ${message(diagnostic)}`
        },
      ),
    )
    return [...overall, ...ofSamples]
  } finally {
    api.close()
  }
}

test('docs: every TypeScript sample compiles where it says it lives', { timeout: 180_000 }, () => {
  const samples = documents.flatMap(samplesOf)
  expect(samples.length).toBeGreaterThan(0)
  expect(diagnosticsOf(samples)).toEqual([])
})
