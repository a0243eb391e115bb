import { InvalidPortRangeError } from '../errors'
import { defaultLocalBasePort } from '../manifest'

/**
 * Anvil's customary port; the chains take 8545, 8546, … in spec order. The app falls back to the
 * same ports when no manifest is written (the manifest contract, ../manifest.ts).
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
