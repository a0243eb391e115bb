import { execFileSync } from 'node:child_process'

/** Which commit a test run ran on, and whether the work tree had changes or untracked files on top of it. */
export type RunProvenance = { commit: string; dirty: boolean }

/** The commit and state of the work tree in `cwd`, read with git; undefined outside a repository. */
export function currentProvenance(cwd = process.cwd()): RunProvenance | undefined {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return {
      commit: git('rev-parse', 'HEAD').trim(),
      // Untracked files count: a new test file or module not yet committed changes what ran.
      dirty: git('status', '--porcelain').trim() !== '',
    }
  } catch {
    return undefined
  }
}

type RunnerProvenance = { runner: string; run: RunProvenance | undefined }

const short = (commit: string) => commit.slice(0, 12)

/**
 * Why results may not be reported for HEAD: they name no commit, or another one, or a work tree
 * with changes or untracked files (what ran is then not what HEAD holds).
 */
export function provenanceProblems(
  head: RunProvenance | undefined,
  runs: readonly RunnerProvenance[],
): string[] {
  return runs.flatMap(({ runner, run }) => {
    if (!run) return [`${runner} results name no commit`]
    if (!head) return [`${runner} results come from ${short(run.commit)}; HEAD is unknown`]
    if (run.commit !== head.commit)
      return [
        `${runner} results come from commit ${short(run.commit)}, not from HEAD ${short(head.commit)}`,
      ]
    if (run.dirty)
      return [
        `${runner} results come from ${short(run.commit)} with uncommitted changes or untracked files`,
      ]
    return []
  })
}
