import { InvalidPortRangeError } from '../errors'

/** Ports from 32768 up are the kernel's ephemeral range, where clients' own sockets land. */
export const maxPortExclusive = 32_768

/** Checks that `count` consecutive ports from `basePort` are valid listening ports. */
export function assertPortRange(basePort: number, count: number): number {
  if (!Number.isInteger(basePort) || basePort < 1024 || basePort + count > maxPortExclusive)
    throw new InvalidPortRangeError({ basePort, count })
  return basePort
}
