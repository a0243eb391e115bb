#!/usr/bin/env node
// `npm run bench`: time until all chains are ready with their state, and the anvil
// processes' memory, median over runs, against bare anvil (no state) measured in the same run.
// Options: --runs <n> (default 5), --base-port <port> (default: a free block from 28000).
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'

register()
const { startChains } = await import('./dev-chains/startChains.ts')
const { findFreeBasePort } = await import('./dev-chains/portAvailability.ts')

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'base-port': { type: 'string' } },
})
const runs = Number(values.runs)
const basePort = values['base-port']
  ? Number(values['base-port'])
  : await findFreeBasePort(28_000, { span: 11 })

/** Resident memory of a process in KiB, from /proc (Linux). */
async function rssKiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN)
}

async function measure(withState) {
  const startedAt = performance.now()
  const chains = await startChains({ basePort, withState })
  const readyMs = performance.now() - startedAt
  try {
    const rss = await Promise.all(chains.chains.map((chain) => rssKiB(chain.pid)))
    return { readyMs, rssMiB: rss.reduce((sum, kib) => sum + kib, 0) / 1024, count: rss.length }
  } finally {
    await chains.stop()
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// One unmeasured start first: the binary's first load from disk is not what is measured.
await measure(true)
const samples = { bare: [], state: [] }
// Interleaved, so drift in machine load hits both alike.
for (let run = 0; run < runs; run++) {
  samples.bare.push(await measure(false))
  samples.state.push(await measure(true))
}

const summary = (list) => ({
  readyMs: median(list.map((sample) => sample.readyMs)),
  rssMiB: median(list.map((sample) => sample.rssMiB)),
})
const bare = summary(samples.bare)
const state = summary(samples.state)
const count = samples.state[0].count
const rows = [
  ['metric', 'bare anvil', 'with state', 'ratio'],
  [
    `time until ${count} chains ready`,
    `${bare.readyMs.toFixed(0)} ms`,
    `${state.readyMs.toFixed(0)} ms`,
    `${(state.readyMs / bare.readyMs).toFixed(2)}x`,
  ],
  [
    `total RSS of ${count} anvil processes`,
    `${bare.rssMiB.toFixed(1)} MiB`,
    `${state.rssMiB.toFixed(1)} MiB`,
    `${(state.rssMiB / bare.rssMiB).toFixed(2)}x`,
  ],
]
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
console.log(
  `median of ${runs} runs each (interleaved), ports ${basePort}..${basePort + count - 1}\n`,
)
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '))
