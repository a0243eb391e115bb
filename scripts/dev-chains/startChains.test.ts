import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chains as configuredChains } from '../../src/config/chains'
import { supportedChainIds } from '../../src/config/constants'
import { AnvilNotFoundError, NoSnapshotError, PortInUseError } from './errors'
import { findFreeBasePort } from './portAvailability'
import { workerBasePort } from './ports'
import { rpc } from './rpc'
import { type LocalChains, startChains } from './startChains'
import { testAccountBalance, testAccounts } from './testAccounts'

const basePort = await findFreeBasePort(workerBasePort())

function isRunning(pid: number) {
  // /proc/<pid> disappears once the process has exited and been reaped.
  return existsSync(`/proc/${pid}`)
}

function clientFor(chains: LocalChains, chainId: number) {
  const chain = configuredChains.find((candidate) => candidate.id === chainId)!
  return createPublicClient({ chain, transport: http(chains.rpcUrl(chainId)) })
}

describe('all chains', () => {
  let chains: LocalChains

  beforeAll(async () => {
    chains = await startChains({ basePort })
  })
  afterAll(async () => {
    await chains?.stop()
  })

  test('CFG-2: every configured chain answers its own id, in spec order, on its fixed port', async () => {
    expect(chains.chains.map((chain) => chain.id)).toEqual([...supportedChainIds])
    expect(chains.chains.map((chain) => chain.port)).toEqual(
      supportedChainIds.map((_, index) => basePort + index),
    )
    const answers = await Promise.all(
      chains.chains.map((chain) => rpc<string>(chain.rpcUrl, 'eth_chainId')),
    )
    expect(answers.map(Number)).toEqual([...supportedChainIds])
  })

  test('CALL-2: the test accounts hold their balances on every chain', async () => {
    const [first, , , last] = testAccounts(4)
    for (const chain of chains.chains) {
      const client = clientFor(chains, chain.id)
      expect(await client.getBalance({ address: first!.address })).toBe(testAccountBalance)
      expect(await client.getBalance({ address: last!.address })).toBe(testAccountBalance)
    }
  })

  test('revert returns every chain to its snapshot, and can revert again', async () => {
    const [account] = testAccounts(1)
    const burn = '0x000000000000000000000000000000000000dEaD'
    const send = (chainId: number) =>
      rpc(chains.rpcUrl(chainId), 'eth_sendTransaction', [
        { from: account!.address, to: burn, value: `0x${parseEther('1').toString(16)}` },
      ])
    const burnt = (chainId: number) => clientFor(chains, chainId).getBalance({ address: burn })

    await chains.snapshot()
    for (let round = 0; round < 2; round++) {
      await Promise.all([send(1), send(137)])
      expect(await burnt(1)).toBe(parseEther('1'))
      await chains.revert()
      expect(await burnt(1)).toBe(0n)
      expect(await burnt(137)).toBe(0n)
    }
  })
})

describe('start and stop', () => {
  // Past the 11 ports of the suite above, inside this worker's 20.
  const spare = basePort + configuredChains.length

  test('stop ends every anvil process', async () => {
    const chains = await startChains({ chainIds: [1, 137], basePort: spare - 1 })
    const pids = chains.chains.map((chain) => chain.pid)
    expect(pids.every(isRunning)).toBe(true)
    await chains.stop()
    expect(pids.filter(isRunning)).toEqual([])
  })

  test('mining is instant by default; --block-time switches to interval mining', async () => {
    const instant = await startChains({ chainIds: [1], basePort: spare })
    const interval = await startChains({ chainIds: [137], basePort: spare, blockTime: 2 })
    try {
      expect(await rpc(instant.rpcUrl(1), 'anvil_getAutomine')).toBe(true)
      expect(await rpc(interval.rpcUrl(137), 'anvil_getAutomine')).toBe(false)
      expect(await rpc(interval.rpcUrl(137), 'anvil_getIntervalMining')).toBe(2)
    } finally {
      await Promise.all([instant.stop(), interval.stop()])
    }
  })

  test('revert before snapshot is an error', async () => {
    const chains = await startChains({ chainIds: [10], basePort: spare - 2 })
    try {
      await expect(chains.revert()).rejects.toBeInstanceOf(NoSnapshotError)
    } finally {
      await chains.stop()
    }
  })

  test('a busy port fails with PortInUseError and leaves nothing running', async () => {
    // Chain 137 is second in spec order: it wants base + 1, which we occupy.
    const server: Server = createServer()
    await new Promise<void>((resolve) => server.listen(spare + 1, '127.0.0.1', resolve))
    try {
      const error = await startChains({ chainIds: [1, 137, 10], basePort: spare }).catch(
        (caught: unknown) => caught,
      )
      expect(error).toBeInstanceOf(PortInUseError)
      expect((error as PortInUseError).port).toBe(spare + 1)
      // Chains 1 and 10 may have started before 137 failed: they must be gone.
      expect(await anvilPidsOnPorts([spare, spare + 1, spare + 2])).toEqual([])
    } finally {
      server.close()
    }
  })

  test('a missing anvil binary fails with AnvilNotFoundError', async () => {
    await expect(
      startChains({ chainIds: [1], basePort: spare, anvilBinary: '/nonexistent/anvil' }),
    ).rejects.toBeInstanceOf(AnvilNotFoundError)
  })
})

/** Pids of running anvil processes listening on any of `ports` (by their command line). */
async function anvilPidsOnPorts(ports: number[]) {
  const { readdir, readFile } = await import('node:fs/promises')
  const pids: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0')
    const port = args[args.indexOf('--port') + 1]
    if (args[0]?.endsWith('anvil') && ports.map(String).includes(port ?? ''))
      pids.push(Number(entry))
  }
  return pids
}
