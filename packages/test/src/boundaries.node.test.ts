import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// The layer's rules, checked on the files themselves (Biome's noRestrictedImports reports the
// same at lint time, biome.json): the package imports nothing of the repository outside itself
// (the app, its fixtures), and app code never imports it; tests elsewhere reach it only through
// its declared entries.

const root = fileURLToPath(new URL('../../../', import.meta.url))
const packageRoot = join(root, 'packages/test')
const { exports: entries } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'))

const codeFile = /\.(ts|tsx|mts|mjs|js)$/
const skipped = /(^|\/)(node_modules|\.next[^/]*|storybook-static|reports|test-results)(\/|$)/

function codeFiles(folder: string): string[] {
  return (readdirSync(join(root, folder), { recursive: true }) as string[])
    .filter((path) => codeFile.test(path) && !skipped.test(path))
    .map((path) => join(folder, path))
}

/** Every module specifier of a file: static and dynamic imports, re-exports. */
function specifiers(path: string): string[] {
  const source = readFileSync(join(root, path), 'utf8')
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map(
    (match) => match[1]!,
  )
}

/** Where a relative specifier leads, from the project root; bare ones stay as they are. */
function target(path: string, specifier: string) {
  if (!specifier.startsWith('.')) return specifier
  return relative(root, resolve(root, dirname(path), specifier))
}

const isTest = (path: string) => /\.(test|testing)\.tsx?$/.test(path)

test('the test infrastructure imports nothing of the repository outside itself (src/, fixtures/, …)', () => {
  const crossings = codeFiles('packages/test').flatMap((path) =>
    specifiers(path)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => target(path, specifier))
      .filter((to) => !to.startsWith('packages/test/'))
      .map((to) => `${path} -> ${to}`),
  )
  expect(crossings).toEqual([])
})

test('app code (src/, pages/, outside tests) never imports the test infrastructure', () => {
  const appFiles = [...codeFiles('src'), ...codeFiles('pages')].filter((path) => !isTest(path))
  expect(appFiles.length).toBeGreaterThan(50)
  const imports = appFiles.flatMap((path) =>
    specifiers(path)
      .map((specifier) => target(path, specifier))
      .filter((to) => to.startsWith('@plaza-social/test') || to.startsWith('packages/test'))
      .map((to) => `${path} -> ${to}`),
  )
  expect(imports).toEqual([])
})

test('tests, stories and scripts reach the package only through its declared entries', () => {
  const declared = Object.keys(entries).map((entry) => `@plaza-social/test${entry.slice(1)}`)
  const files = ['src', 'pages', 'e2e', 'storybook', 'unit', 'scripts'].flatMap(codeFiles)
  const undeclared = files.flatMap((path) =>
    specifiers(path)
      .map((specifier) => target(path, specifier))
      .filter(
        (to) =>
          to.startsWith('packages/test') ||
          (to.startsWith('@plaza-social/test') && !declared.includes(to)),
      )
      .map((to) => `${path} -> ${to}`),
  )
  expect(undeclared).toEqual([])
  // The checks above read what they should: the chains command imports the chains entry.
  expect(specifiers('scripts/chains/cli.ts')).toContain('@plaza-social/test/chains')
})
