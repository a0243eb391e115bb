import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { packageDir } from './outsideProject'

const packageReadme = join(packageDir, 'README.md')
const matrixStart = '<!-- compatibility matrix: written by npm run test:package -->'
const matrixEnd = '<!-- end of the compatibility matrix -->'

/** A compatibility matrix: a column per stack, a row per scenario, cells by scenario and stack. */
type Matrix = { stacks: string[]; rows: Map<string, Map<string, string>> }

/**
 * The columns of `stacks` from the scenario script's records (stacks.json, one JSON line per
 * scenario run): each cell whether the visitor ends where a wallet's user expects and what the
 * page shows. Runs of one scenario must agree.
 */
export function measuredMatrix(records: string, stacks: string[]): Matrix {
  type Run = { stack: string; scenario: string; passes: boolean; sees: string }
  const runs = records
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Run)
  const cell = (stack: string, scenario: string) => {
    const seen = new Set(
      runs
        .filter((run) => run.stack === stack && run.scenario === scenario)
        .map((run) => `${run.passes ? 'yes' : 'no'}: ${run.sees.replaceAll('|', '/')}`),
    )
    if (seen.size !== 1)
      throw new Error(`${stack}, ${scenario}: ${[...seen].join(' / ') || 'no run'}`)
    return [...seen][0] ?? ''
  }
  const scenarios = [...new Set(runs.map((run) => run.scenario))]
  const rows = new Map(
    scenarios.map((scenario) => [
      scenario,
      new Map(stacks.map((stack) => [stack, cell(stack, scenario)])),
    ]),
  )
  return { stacks, rows }
}

/** The matrix a README's Markdown table holds (none: an empty one). */
function readMatrix(table: string): Matrix {
  const cells = (line: string) => line.slice(2, -2).split(' | ')
  const [head, , ...lines] = table.trim().split('\n')
  const stacks = head ? cells(head).slice(1) : []
  const rows = new Map(
    lines.map((line) => {
      const [scenario = '', ...row] = cells(line)
      return [scenario, new Map(stacks.map((stack, i) => [stack, row[i] ?? '']))]
    }),
  )
  return { stacks, rows }
}

function writeMatrix({ stacks, rows }: Matrix) {
  return [
    `| scenario | ${stacks.join(' | ')} |`,
    `| --- | ${stacks.map(() => '---').join(' | ')} |`,
    ...[...rows].map(
      ([scenario, row]) => `| ${scenario} | ${stacks.map((stack) => row.get(stack)).join(' | ')} |`,
    ),
  ].join('\n')
}

/**
 * The package README's matrix has this run's columns as this run saw them (its other columns
 * are other runs'); UPDATE_MATRIX=1 writes them there instead. A new column goes on the right,
 * a new scenario at the bottom.
 */
export function checkMatrix(measured: Matrix) {
  const readme = readFileSync(packageReadme, 'utf8')
  const [before, rest = ''] = readme.split(matrixStart)
  const [table = '', after] = rest.split(matrixEnd)
  if (after === undefined) throw new Error(`${packageReadme} has no ${matrixStart} … ${matrixEnd}`)
  const matrix = readMatrix(table)
  for (const stack of measured.stacks) if (!matrix.stacks.includes(stack)) matrix.stacks.push(stack)
  for (const scenario of measured.rows.keys())
    if (!matrix.rows.has(scenario)) matrix.rows.set(scenario, new Map())
  for (const [scenario, row] of matrix.rows)
    for (const stack of measured.stacks)
      row.set(stack, measured.rows.get(scenario)?.get(stack) ?? '')
  const written = `${before}${matrixStart}\n${writeMatrix(matrix)}\n${matrixEnd}${after}`
  if (written === readme) return
  if (process.env.UPDATE_MATRIX === '1') writeFileSync(packageReadme, written)
  else
    throw new Error(
      `the package README's compatibility matrix differs from this run's (UPDATE_MATRIX=1 writes it):\n${writeMatrix(measured)}`,
    )
}
