// Mutation scores per folder from Stryker's JSON report (mutation-testing-report-schema), counted
// the way Stryker counts its own score.

type MutantStatus =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending'

export type MutationReport = {
  files: Record<string, { mutants: { mutatorName: string; status: MutantStatus }[] }>
}

export type FolderScore = {
  folder: string
  files: number
  killed: number
  timeout: number
  survived: number
  noCoverage: number
  /** Mutants Stryker leaves out of the score: compile and runtime errors, ignored. */
  excluded: number
  /** Killed or timed out, of all valid mutants; undefined when there are none. */
  score: number | undefined
  /** Surviving and uncovered mutants by mutator, most first. */
  survivorKinds: [mutator: string, count: number][]
}

/** Folders whose subfolders are reported one by one. */
const splitFolders = ['src/auth', 'src/components']

/** `src/components/Header/Header.tsx` -> `src/components/Header`, `src/config/chains.ts` -> `src/config`, `packages/mock-wallet/src/core/x.ts` -> `packages/mock-wallet`. */
export function folderOf(file: string): string {
  const parts = file.replaceAll('\\', '/').split('/')
  if (parts[0] === 'packages') return parts.slice(0, 2).join('/')
  const depth = splitFolders.includes(parts.slice(0, 2).join('/')) ? 3 : 2
  return parts.slice(0, Math.min(depth, parts.length - 1)).join('/')
}

const percent = (part: number, whole: number) => (whole === 0 ? undefined : (100 * part) / whole)

function scoreOf(
  folder: string,
  entries: [string, MutationReport['files'][string]][],
): FolderScore {
  const count = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, excluded: 0 }
  const kinds = new Map<string, number>()
  for (const [, { mutants }] of entries)
    for (const { mutatorName, status } of mutants) {
      if (status === 'Killed') count.killed++
      else if (status === 'Timeout') count.timeout++
      else if (status === 'Survived' || status === 'NoCoverage') {
        count[status === 'Survived' ? 'survived' : 'noCoverage']++
        kinds.set(mutatorName, (kinds.get(mutatorName) ?? 0) + 1)
      } else count.excluded++
    }
  const detected = count.killed + count.timeout
  return {
    folder,
    files: entries.length,
    ...count,
    score: percent(detected, detected + count.survived + count.noCoverage),
    survivorKinds: [...kinds].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)),
  }
}

/** One row per folder, sorted by folder, then the total under the name 'all'. */
export function folderScores(report: MutationReport): FolderScore[] {
  const byFolder = new Map<string, [string, MutationReport['files'][string]][]>()
  for (const entry of Object.entries(report.files)) {
    const folder = folderOf(entry[0])
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), entry])
  }
  return [
    ...[...byFolder]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([folder, entries]) => scoreOf(folder, entries)),
    scoreOf('all', Object.entries(report.files)),
  ]
}

const shown = (score: number | undefined) => (score === undefined ? 'n/a' : score.toFixed(1))

/** The table of docs/testing.md; with `survivorKinds`, a column of the three commonest survivor kinds. */
export function markdownTable(scores: FolderScore[], { survivorKinds = false } = {}): string {
  const head = ['folder', 'files', 'killed', 'timeout', 'survived', 'no coverage', 'score %']
  const rows = scores.map((row) => [
    row.folder === 'all' ? '**all**' : `\`${row.folder}\``,
    row.files,
    row.killed,
    row.timeout,
    row.survived,
    row.noCoverage,
    row.folder === 'all' ? `**${shown(row.score)}**` : shown(row.score),
    ...(survivorKinds
      ? [
          row.survivorKinds
            .slice(0, 3)
            .map(([kind, count]) => `${kind} ${count}`)
            .join(', '),
        ]
      : []),
  ])
  if (survivorKinds) head.push('commonest survivors')
  return [head, head.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n')
}
