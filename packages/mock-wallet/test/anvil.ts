import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createTestClient, http, publicActions } from 'viem'
import type { WalletChain } from '../src/core/state'

/** The anvil executable of @foundry-rs/anvil's platform package (not its node wrapper). */
function anvilBinary() {
  const arch = { x64: 'amd64', arm64: 'arm64' }[process.arch as 'x64' | 'arm64'] ?? process.arch
  const require = createRequire(import.meta.url)
  const manifest = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
  return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

export type TestNode = { chainId: number; rpcUrl: string; stop: () => Promise<void> }

/**
 * One bare anvil node (anvil's default mnemonic: the wallet's default keys), on a port the
 * system picks (`--port 0`), so parallel test runs never compete for ports.
 */
function startNode(chainId: number): Promise<TestNode> {
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  return new Promise((resolve, reject) => {
    let banner: string | undefined = ''
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (banner === undefined) return
      banner += chunk
      const port = /Listening on 127\.0\.0\.1:(\d+)/.exec(banner)?.[1]
      if (!port) return
      banner = undefined // Past the banner: request logs, drained and dropped.
      resolve({ chainId, rpcUrl: `http://127.0.0.1:${port}`, stop })
    })
    child.once('error', reject)
    void exited.then(() => reject(new Error(`anvil for chain ${chainId} exited: ${stderr}`)))
  })
}

/** Test chains: a node per chain id, snapshot/revert between tests, stopped at the end. */
export async function startTestChains(chains: readonly { id: number; name: string }[]) {
  const nodes = await Promise.all(chains.map((chain) => startNode(chain.id)))
  const rpcUrl = (chainId: number) => {
    const node = nodes.find((candidate) => candidate.chainId === chainId)
    if (!node) throw new Error(`no test node for chain ${chainId}`)
    return node.rpcUrl
  }
  const testClient = (chainId: number) =>
    createTestClient({ mode: 'anvil', transport: http(rpcUrl(chainId)) }).extend(publicActions)
  const snapshots = new Map<number, `0x${string}`>()
  return {
    rpcUrl,
    testClient,
    walletChains: (ids: readonly number[]): WalletChain[] =>
      chains
        .filter((chain) => ids.includes(chain.id))
        .map(({ id, name }) => ({ id, name, rpcUrl: rpcUrl(id) })),
    nodeUrls: Object.fromEntries(nodes.map((node) => [node.chainId, node.rpcUrl])),
    /** Takes a snapshot of every node (once, before the first test). */
    async snapshot() {
      for (const node of nodes)
        snapshots.set(node.chainId, await testClient(node.chainId).snapshot())
    },
    /** Every node back to its snapshot, and a new snapshot for the next test. */
    async revert() {
      for (const [chainId, id] of snapshots) {
        await testClient(chainId).revert({ id })
        snapshots.set(chainId, await testClient(chainId).snapshot())
      }
    },
    stop: () => Promise.all(nodes.map((node) => node.stop())),
  }
}

export type TestChains = Awaited<ReturnType<typeof startTestChains>>

/** Mainnet, OP Mainnet and Base; a wallet in these tests knows the first two, Base only by node. */
export const testChainList = [
  { id: 1, name: 'Ethereum' },
  { id: 10, name: 'OP Mainnet' },
  { id: 8453, name: 'Base' },
] as const

/** A Storage in memory (what localStorage would hold). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key)
    },
    setItem: (key, value) => {
      items.set(key, String(value))
    },
  }
}

export const [alice, bob] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
] as const
