import { defaultLocalBasePort } from '../../src/config/localChainsManifest'
import { InvalidPortRangeError } from './errors'

/**
 * Anvil's customary port; the chains take 8545, 8546, … in spec order. Shared
 * with the app, which falls back to these ports when no manifest is written.
 */
export const defaultBasePort = defaultLocalBasePort

/** Ports from 32768 up are the kernel's ephemeral range, where clients' own sockets land. */
export const maxPortExclusive = 32_768

/** Checks that `count` consecutive ports from `basePort` are valid listening ports. */
export function assertPortRange(basePort: number, count: number): number {
  if (!Number.isInteger(basePort) || basePort < 1024 || basePort + count > maxPortExclusive)
    throw new InvalidPortRangeError({ basePort, count })
  return basePort
}

/** The base port: an explicit value, else env DEV_CHAINS_BASE_PORT, else 8545. */
export function resolveBasePort(
  explicit: number | string | undefined,
  env: Record<string, string | undefined> = process.env,
): number {
  const value = explicit ?? env.DEV_CHAINS_BASE_PORT
  if (value === undefined || value === '') return defaultBasePort
  const port = typeof value === 'number' ? value : Number(value)
  if (!Number.isInteger(port)) throw new InvalidPortRangeError({ basePort: value, count: 1 })
  return port
}

/** Ports a test worker may use: 20000 + 20 × worker, so parallel workers never collide. */
export function workerBasePort(
  worker: string | number | undefined = process.env.VITEST_POOL_ID ??
    process.env.TEST_PARALLEL_INDEX,
) {
  const index = Number(worker ?? 0)
  return 20_000 + 20 * (Number.isInteger(index) && index >= 0 ? index : 0)
}
