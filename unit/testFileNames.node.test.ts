import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createFilter } from 'vite'
import { expect, test } from 'vitest'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import config from '../vitest.config'

// A test file's name alone decides which vitest project runs it (docs/testing.md, "Which
// runner runs a file: its name"): *.node.test.ts anywhere runs in Node (integration), any other *.test.ts(x)
// runs in jsdom (unit), and only in src/ and unit/. A Node test named plain
// *.test.ts in packages/, scripts/, docs/ or e2e/ would run in no project, and no run would say
// so: this test does, with the include and exclude globs of vitest.config.ts itself.

const root = fileURLToPath(new URL('..', import.meta.url))

/** Every *.test.ts(x) file of the checkout, from the root; not node_modules, not dot folders. */
function testFiles(folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return []
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : []
  })
}

// The storybook project takes stories only (its plugin sets them); the others take test files.
const projects = (config.test?.projects ?? [])
  .filter(
    (project): project is TestProjectInlineConfiguration =>
      typeof project === 'object' && 'test' in project && project.test?.name !== 'storybook',
  )
  .map(({ test }) => ({
    name: test?.name as string,
    runs: createFilter(test?.include, test?.exclude, { resolve: root }),
  }))

const projectsOf = (file: string) =>
  projects.filter(({ runs }) => runs(join(root, file))).map(({ name }) => name)

test("the config's globs: *.node.test.ts anywhere runs in Node, any other *.test.ts in src/ and unit/ only", () => {
  expect(projects.map(({ name }) => name)).toEqual(['unit', 'integration'])
  expect(projectsOf('packages/test/src/errors.node.test.ts')).toEqual(['integration'])
  expect(projectsOf('src/config/wagmiOnLocalChains.node.test.ts')).toEqual(['integration'])
  expect(projectsOf('unit/testFileNames.node.test.ts')).toEqual(['integration'])
  expect(projectsOf('src/errors/names.test.ts')).toEqual(['unit'])
  for (const stray of ['packages/test/src/x.test.ts', 'scripts/x.test.ts', 'e2e/x.test.ts'])
    expect(projectsOf(stray)).toEqual([])
  expect(projectsOf('.stryker-tmp/sandbox-1/src/x.node.test.ts')).toEqual([])
})

test('every test file runs in exactly one vitest project (a Node test ends in .node.test.ts)', () => {
  const files = testFiles()
  expect(files).toContain('unit/testFileNames.node.test.ts')
  const notOnce = files
    .map((file) => ({ file, projects: projectsOf(file) }))
    .filter(({ projects }) => projects.length !== 1)
  expect(notOnce).toEqual([])
  // The Node mark is .node.test.ts: a .node.test.tsx would run in jsdom.
  expect(files.filter((file) => file.endsWith('.node.test.tsx'))).toEqual([])
})
