import type { LocalChain } from '@plaza-social/test/chains'

/** The table the CLI prints: chain, id, address, ms to ready. */
export function formatReadinessTable(chains: readonly (LocalChain & { name: string })[]): string {
  const rows = [
    ['chain', 'id', 'address', 'ready'],
    ...chains.map((chain) => [
      chain.forked ? `${chain.name} (fork)` : chain.name,
      String(chain.id),
      chain.rpcUrl,
      `${Math.round(chain.readyMs)} ms`,
    ]),
  ]
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
