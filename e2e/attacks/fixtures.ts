import { testAccounts } from '@plaza-social/test/accounts'
import { type LocalChains, startChainsOnFreePorts } from '@plaza-social/test/chains'
import { test as base, cpuSlowdownFromEnv } from '@plaza-social/test/playwright'
import { workerPortAllocator } from '@plaza-social/test/ports'
import { type RedisServer, startRedisServer } from '@plaza-social/test/redis'
import type { HDAccount } from 'viem/accounts'
import { e2eServers, urlOf } from '../servers'
import { type AppServer, type FailingNode, startAppServer, startFailingNode } from './attackServers'

/** A session secret anyone can read in public source code: no instance may accept a cookie it sealed. */
export const oldDevelopmentSecret = 'plaza-social-development-session-secret-not-for-production'

export type AttackSetup = {
  /**
   * Two instances of one deployment behind a TLS proxy (APP_ORIGIN https://plaza.test, one
   * trusted proxy hop) sharing one real redis-server (REDIS_URL).
   */
  shared: [AppServer, AppServer]
  /** A bare `next start` with sign-in on and nothing else but its origin and secret: the in-memory default. */
  single: AppServer
  /** The e2e suite's own server of the same build, sign-in off (PLAZA_AUTH unset). */
  signInOff: string
  /** Chain 1 for the shared instances' contract-wallet checks (a real anvil). */
  chains: LocalChains
  /** The node every other check goes to: failing, counting, with a key in its path. */
  failingNode: FailingNode
  /** Starts one more instance with `env` on a spare port (a misconfiguration, a flood); stopped with the worker. */
  startInstance(env: Record<string, string>): Promise<AppServer>
  /** A free port for a test's own server (the attacker's page). */
  evilPort: number
  accounts: { victim: HDAccount; attacker: HDAccount }
}

const sharedSecret = 'attack-suite-shared-secret-0123456789abcdef'

export const test = base.extend<object, { attack: AttackSetup }>({
  attack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      const block = await workerPortAllocator().claim(9)
      const base = block.first
      const ports = {
        shared: [base, base + 1],
        single: base + 2,
        extra: [base + 3, base + 4, base + 5],
        failingNode: base + 6,
        evil: base + 7,
      }
      const stoppers: (() => Promise<void>)[] = [async () => block.release()]
      let stops: PromiseSettledResult<void>[] = []
      try {
        const redis: RedisServer = await startRedisServer()
        stoppers.push(redis.stop)
        const chains = await startChainsOnFreePorts({ chainIds: [1] })
        stoppers.push(chains.stop)
        const failingNode = await startFailingNode(ports.failingNode)
        stoppers.push(failingNode.stop)

        const sharedEnv = {
          PLAZA_AUTH: 'siwe',
          APP_ORIGIN: 'https://plaza.test',
          PLAZA_TRUSTED_PROXY_HOPS: '1',
          SESSION_SECRET: sharedSecret,
          REDIS_URL: redis.url,
          PLAZA_SIWE_RPC_URL_1: chains.rpcUrl(1),
          PLAZA_SIWE_RPC_URL_10: failingNode.url,
        }
        const starting = [
          startAppServer(ports.shared[0]!, sharedEnv),
          startAppServer(ports.shared[1]!, sharedEnv),
          startAppServer(ports.single, {
            PLAZA_AUTH: 'siwe',
            APP_ORIGIN: `http://127.0.0.1:${ports.single}`,
            SESSION_SECRET: 'attack-suite-single-secret-0123456789abcdef',
            PLAZA_SIWE_RPC_URL_1: failingNode.url,
          }),
        ]
        const started = await Promise.allSettled(starting)
        for (const result of started)
          if (result.status === 'fulfilled') stoppers.push(result.value.stop)
        const [first, second, single] = started.map((result) => {
          if (result.status === 'rejected') throw result.reason
          return result.value
        }) as [AppServer, AppServer, AppServer]

        const spare = [...ports.extra]
        const [victim, attacker] = testAccounts(2) as [HDAccount, HDAccount]
        await use({
          shared: [first, second],
          single,
          signInOff: urlOf(e2eServers.app),
          chains,
          failingNode,
          evilPort: ports.evil,
          accounts: { victim, attacker },
          async startInstance(env) {
            const port = spare.shift()
            if (port === undefined) throw new Error('no spare port left for another instance')
            const server = await startAppServer(port, env)
            stoppers.push(server.stop)
            return server
          },
        })
      } finally {
        // Stopped whatever the outcome, the last started first.
        stops = await Promise.allSettled(stoppers.reverse().map((stop) => stop()))
      }
      // A process that would not stop fails the run (after the others were stopped).
      const failed = stops.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason
    },
    { scope: 'worker', timeout: 180_000 * cpuSlowdownFromEnv },
  ],
})
