import { createServer, type Server } from 'node:net'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest'
import { testAccountBalance, testAccounts } from '../accounts'
import { AnvilNotFoundError, NoSnapshotError, PortInUseError } from '../errors'
import { workerPortAllocator } from '../ports/portAllocator'
import { rpc } from './rpc'
import { type LocalChains, startChains } from './startChains'
import { startChainsOnFreePorts } from './startChainsOnFreePorts'

/** The first of `count` ports claimed for the current test, given back when it ends. */
async function testPorts(count: number) {
  const block = await workerPortAllocator().claim(count)
  onTestFinished(() => block.release())
  return block.first
}

/** Stops chains when the current test ends, passed or failed. */
function stopAtTestEnd(chains: LocalChains) {
  onTestFinished(() => chains.stop())
  return chains
}

function clientFor(chains: LocalChains, chainId: number) {
  return createPublicClient({ transport: http(chains.rpcUrl(chainId)) })
}

describe('several chains', () => {
  const chainIds = [1, 137, 10]
  let chains: LocalChains

  beforeAll(async () => {
    chains = await startChainsOnFreePorts({ chainIds })
  })
  afterAll(async () => {
    await chains?.stop()
  })

  test('each chain answers its own id, on a port of the block claimed, in the order asked; mining is instant by default', async () => {
    expect(chains.chains.map((chain) => chain.id)).toEqual(chainIds)
    const basePort = chains.chains[0]!.port
    expect(chains.chains.map((chain) => chain.port)).toEqual(
      chainIds.map((_, index) => basePort + index),
    )
    const answers = await Promise.all(
      chains.chains.map((chain) => rpc<string>(chain.rpcUrl, 'eth_chainId')),
    )
    expect(answers.map(Number)).toEqual(chainIds)
    expect(await rpc(chains.rpcUrl(1), 'anvil_getAutomine')).toBe(true)
  })

  test('the test accounts hold their balances on every chain', async () => {
    const [first, , , last] = testAccounts(4)
    for (const chain of chains.chains) {
      const client = clientFor(chains, chain.id)
      expect(await client.getBalance({ address: first!.address })).toBe(testAccountBalance)
      expect(await client.getBalance({ address: last!.address })).toBe(testAccountBalance)
    }
  })

  test('revert before a snapshot is an error; revert returns every chain to its snapshot, and can revert again', async () => {
    const [account] = testAccounts(1)
    const burn = '0x000000000000000000000000000000000000dEaD'
    // Sent, then waited for: the balance is read once the block holding it is there.
    const send = async (chainId: number) => {
      const hash = await rpc<`0x${string}`>(chains.rpcUrl(chainId), 'eth_sendTransaction', [
        { from: account!.address, to: burn, value: `0x${parseEther('1').toString(16)}` },
      ])
      await clientFor(chains, chainId).waitForTransactionReceipt({ hash, pollingInterval: 50 })
    }
    const burnt = (chainId: number) => clientFor(chains, chainId).getBalance({ address: burn })

    await expect(chains.revert()).rejects.toBeInstanceOf(NoSnapshotError)
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
  test('--block-time switches to interval mining', async () => {
    const interval = stopAtTestEnd(await startChainsOnFreePorts({ chainIds: [137], blockTime: 2 }))
    expect(await rpc(interval.rpcUrl(137), 'anvil_getAutomine')).toBe(false)
    expect(await rpc(interval.rpcUrl(137), 'anvil_getIntervalMining')).toBe(2)
  })

  test('a busy port fails with PortInUseError and leaves nothing running', async () => {
    const base = await testPorts(3)
    // Chain 137 wants base + 1, which we occupy.
    const server: Server = createServer()
    await new Promise<void>((resolve) => server.listen(base + 1, '127.0.0.1', resolve))
    onTestFinished(() => {
      server.close()
    })
    const error = await startChains({
      chains: [1, 137, 10].map((id, index) => ({ id, port: base + index })),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PortInUseError)
    expect((error as PortInUseError).port).toBe(base + 1)
    // Chains 1 and 10 may have started before 137 failed: they must be gone.
    expect(await anvilPidsOnPorts([base, base + 1, base + 2])).toEqual([])
  })

  test('a missing anvil binary fails with AnvilNotFoundError', async () => {
    await expect(
      startChains({
        chains: [{ id: 1, port: await testPorts(1) }],
        anvilBinary: '/nonexistent/anvil',
      }),
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
