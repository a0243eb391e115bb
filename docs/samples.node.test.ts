import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import ts from 'typescript'
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

/**
 * Type-checks the samples as if each were a file at its path, with the tests' compiler
 * options (tsconfig.test.json): written nowhere, resolved like real files.
 */
function diagnosticsOf(samples: Sample[]) {
  const config = ts.readConfigFile(resolve(root, 'tsconfig.test.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root)
  const virtual = new Map(samples.map((sample) => [sample.path, sample.code]))
  const host = ts.createCompilerHost({ ...options, noEmit: true, incremental: false })
  const { fileExists, readFile, getSourceFile } = host
  host.fileExists = (path) => virtual.has(path) || fileExists(path)
  host.readFile = (path) => virtual.get(path) ?? readFile(path)
  host.getSourceFile = (path, language, ...rest) => {
    const code = virtual.get(path)
    return code === undefined
      ? getSourceFile(path, language, ...rest)
      : ts.createSourceFile(path, code, language)
  }
  const program = ts.createProgram({
    rootNames: [...virtual.keys()],
    options: { ...options, noEmit: true, incremental: false },
    host,
  })
  return samples.flatMap((sample) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(sample.path)).map((diagnostic) => {
      const line =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
          : 0
      return `${sample.document} (${sample.path.slice(root.length + 1)}:${line}): ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`
    }),
  )
}

test('docs: every TypeScript sample compiles where it says it lives', { timeout: 180_000 }, () => {
  const samples = documents.flatMap(samplesOf)
  expect(samples.length).toBeGreaterThan(0)
  expect(diagnosticsOf(samples)).toEqual([])
})
