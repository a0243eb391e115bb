import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  name: string
  exports: Record<string, string | { types: string; default: string }>
  peerDependencies: Record<string, string>
  devDependencies: Record<string, string>
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (/\.tsx?$/.test(name)) yield path
  }
}
const files = [...sourceFiles(join(packageRoot, 'src')), ...sourceFiles(join(packageRoot, 'test'))]

/** Module specifiers of static imports (side-effect ones too) and re-exports, and of dynamic imports. */
const specifiers = (text: string) =>
  [
    ...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gms),
    ...text.matchAll(/^import\s+'([^']+)'/gm),
    ...text.matchAll(/\bimport\('([^']+)'\)/g),
  ].map(([, specifier]) => specifier ?? '')

/** Test files: the package's tests and their helpers, never shipped as the package's code. */
const isTestFile = (file: string) =>
  /\.test(-d)?\.ts$/.test(file) || relative(packageRoot, file).startsWith(`test${sep}`)

/**
 * A bare import names a declared peer or one of Node's modules; tests may also import the dev
 * dependencies (e.g. `@plaza-social/test`, the repository's chains for their anvil nodes),
 * which the wallet itself never does, but for one: run from its sources, where no prebuilt
 * browser script exists, the Playwright fixture builds it with esbuild.
 */
const allowedPackages = new Set(Object.keys(manifest.peerDependencies))
const allowedInTests = new Set([...Object.keys(manifest.devDependencies), 'vitest'])
const allowedFromSources = new Map([['esbuild', join('src', 'playwright', 'walletBundle.ts')]])
const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]

describe('the package boundary', () => {
  test('relative imports stay inside the package', () => {
    const escaping = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => {
          const target = resolve(dirname(file), specifier)
          return target !== packageRoot && !target.startsWith(packageRoot + sep)
        })
        .map((specifier) => `${relative(packageRoot, file)}: ${specifier}`),
    )
    expect(escaping).toEqual([])
  })

  test('bare imports are declared peers (viem; wagmi core, RainbowKit, Playwright optional) or Node modules; dev dependencies only in tests', () => {
    const undeclared = files.flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
        .filter((specifier) => {
          const name = packageOf(specifier) ?? ''
          return (
            !allowedPackages.has(name) &&
            !(isTestFile(file) && allowedInTests.has(name)) &&
            allowedFromSources.get(name) !== relative(packageRoot, file)
          )
        })
        .map((specifier) => `${relative(packageRoot, file)}: ${specifier}`),
    )
    expect(undeclared).toEqual([])
  })

  test("no app's names inside: the app passes its namespace", () => {
    // The tests' devDependency on the repository's test infrastructure carries the repository's
    // scope in its name; that import is checked above and is no app name in the wallet.
    const testInfrastructure = /'@plaza-social\/test\/[a-z]+'/g
    const named = files
      .filter((file) => file !== fileURLToPath(import.meta.url))
      .filter((file) => {
        const text = readFileSync(file, 'utf8')
        return /plaza/i.test(isTestFile(file) ? text.replace(testInfrastructure, '') : text)
      })
    expect(named.map((file) => relative(packageRoot, file))).toEqual([])
  })

  test('every entry in package.json exports is built from a source file (dist/x.js from src/x.ts)', () => {
    for (const target of Object.values(manifest.exports)) {
      if (typeof target === 'string') continue // ./package.json
      expect(Object.keys(target)).toEqual(['types', 'default'])
      const source = target.default.replace(/^\.\/dist\/(.*)\.js$/, 'src/$1.ts')
      expect(existsSync(join(packageRoot, source)), source).toBe(true)
      expect(target.types).toBe(target.default.replace(/\.js$/, '.d.ts'))
    }
  })
})
