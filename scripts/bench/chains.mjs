// The chains' rows: time until the local chains are ready with their state, and their memory,
// against bare anvil.
import { readFile } from 'node:fs/promises'
import { startChains } from '@plaza-social/test/chains'
import { workerPortAllocator } from '@plaza-social/test/ports'
import { localChainPorts } from '../../src/config/localChainsManifest.ts'
import { median, ms, ratio } from './figures.mjs'

/** Resident memory of a process in KiB, from /proc (Linux). */
async function rssKiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN)
}

export async function benchChains(report, values) {
  const runs = Number(values.runs)
  // Every start reuses the same ports (one per chain), claimed once from the allocator all test runs share.
  const basePort = values['base-port']
    ? Number(values['base-port'])
    : (await workerPortAllocator().claim(localChainPorts().length)).first
  async function measure(withState) {
    const startedAt = performance.now()
    const chains = await startChains({ chains: localChainPorts(basePort), withState })
    const readyMs = performance.now() - startedAt
    try {
      const rss = await Promise.all(chains.chains.map((chain) => rssKiB(chain.pid)))
      return { readyMs, rssMiB: rss.reduce((sum, kib) => sum + kib, 0) / 1024, count: rss.length }
    } finally {
      await chains.stop()
    }
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
  report.rows.push(
    [
      `chains: time until ${count} ready (bare anvil vs with state)`,
      ms(bare.readyMs),
      ms(state.readyMs),
      ratio(state.readyMs, bare.readyMs),
    ],
    [
      `chains: RSS of ${count} anvil processes`,
      `${bare.rssMiB.toFixed(1)} MiB`,
      `${state.rssMiB.toFixed(1)} MiB`,
      ratio(state.rssMiB, bare.rssMiB),
    ],
  )
  report.notes.push(`chains: median of ${runs} runs each (interleaved), ports ${basePort}..`)
}
