import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { folderOf, folderScores, type MutationReport, markdownTable } from './mutationScores'

const mutants = (...statuses: [string, string][]) =>
  statuses.map(([mutatorName, status]) => ({
    mutatorName,
    status,
  })) as MutationReport['files'][string]['mutants']

const report: MutationReport = {
  files: {
    'src/config/chains.ts': {
      mutants: mutants(['StringLiteral', 'Killed'], ['StringLiteral', 'Survived']),
    },
    'src/config/wagmi.ts': {
      mutants: mutants(
        ['BooleanLiteral', 'Timeout'],
        ['ObjectLiteral', 'NoCoverage'],
        ['BlockStatement', 'CompileError'],
      ),
    },
    'src/components/Header/Header.tsx': { mutants: mutants(['StringLiteral', 'Killed']) },
    'src/auth/server/authStore.ts': { mutants: [] },
  },
}

describe('mutation scores per folder', () => {
  test('folders: a component or an auth side each, the rest by their first folder, a package as a whole', () => {
    expect(folderOf('src/components/Header/Header.tsx')).toBe('src/components/Header')
    expect(folderOf('src/auth/client/createSiweAdapter.ts')).toBe('src/auth/client')
    expect(folderOf('src/dev/mockWallet/appConnector.ts')).toBe('src/dev')
    expect(folderOf('src/config/chains.ts')).toBe('src/config')
    expect(folderOf('packages/mock-wallet/src/core/provider.ts')).toBe('packages/mock-wallet')
  })

  test("a folder's score is Stryker's: killed and timed out over all valid mutants, errors left out", () => {
    const config = folderScores(report).find((row) => row.folder === 'src/config')
    const counts = { files: 2, killed: 1, timeout: 1, survived: 1, noCoverage: 1, excluded: 1 }
    expect(config).toMatchObject(counts)
    expect(config?.score).toBe(50)
    expect(config?.survivorKinds).toEqual([
      ['ObjectLiteral', 1],
      ['StringLiteral', 1],
    ])
  })

  test('rows are sorted by folder and end with the total; a folder with no mutants has no score', () => {
    const scores = folderScores(report)
    expect(scores.map((row) => row.folder)).toEqual([
      'src/auth/server',
      'src/components/Header',
      'src/config',
      'all',
    ])
    expect(scores[0]?.score).toBeUndefined()
    expect(scores.at(-1)).toMatchObject({
      files: 4,
      killed: 2,
      timeout: 1,
      survived: 1,
      noCoverage: 1,
    })
    expect(scores.at(-1)?.score).toBe(60)
  })

  test('the command prints the markdown table of a JSON report, survivor kinds on request', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mutation-report-')), 'mutation.json')
    writeFileSync(file, JSON.stringify(report))
    const printed = execFileSync(
      'npx',
      ['tsx', 'scripts/mutation/report.ts', '--survivors', file],
      {
        encoding: 'utf8',
      },
    )
    expect(printed.trimEnd().split('\n')).toEqual([
      '| folder | files | killed | timeout | survived | no coverage | score % | commonest survivors |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| `src/auth/server` | 1 | 0 | 0 | 0 | 0 | n/a |  |',
      '| `src/components/Header` | 1 | 1 | 0 | 0 | 0 | 100.0 |  |',
      '| `src/config` | 2 | 1 | 1 | 1 | 1 | 50.0 | ObjectLiteral 1, StringLiteral 1 |',
      '| **all** | 4 | 2 | 1 | 1 | 1 | **60.0** | ObjectLiteral 1, StringLiteral 1 |',
    ])
    expect(markdownTable(folderScores(report))).not.toContain('commonest survivors')
  })
})
