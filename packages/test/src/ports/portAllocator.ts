import { randomBytes, randomInt } from 'node:crypto'
import { linkSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { InvalidPortCountError, NoFreePortsError } from '../errors'
import { maxPortExclusive } from './basePort'
import { processStartTime, readIfExists, reclaimIfAbandoned, unlinkIfExists } from './lockOwners'
import { isPortFree } from './portAvailability'

/** Shared by every checkout and test run on this machine, so that they coordinate. */
const defaultPortLockDir = join(tmpdir(), 'plaza-social-ports')

/**
 * Where tests take ports: above what developers pick by hand (8545…, 10000-19999 in the team's
 * guide), below the kernel's ephemeral range, where outgoing connections land.
 * @internal Exported for its test.
 */
export const testPortRange = { first: 20_000, end: maxPortExclusive } as const

export type PortBlock = {
  /** The first port: the block is `first`, `first + 1`, …, `first + count - 1`. */
  readonly first: number
  readonly count: number
  /** Gives the ports back; safe to call twice. */
  release(): void
}

export type PortAllocatorOptions = {
  lockDir?: string
  /** The range's first port and the port past its end. */
  first?: number
  end?: number
}

/**
 * Hands out blocks of consecutive free ports. A port is claimed by a lock file in a directory all
 * runs share, created atomically (a hard link fails if the file exists) and holding the owner's
 * pid and start time: a lock whose owner has died is reclaimed, so a killed run frees its ports.
 * A claimed block is then checked by binding each port, which skips ports held by programs that
 * do not take part (a developer's chains, a server).
 */
export class PortAllocator {
  readonly #lockDir: string
  readonly #first: number
  readonly #end: number
  readonly #token = randomBytes(6).toString('hex')
  /** What this allocator writes into its lock files: tells its own locks from anyone else's. */
  readonly #owner = `${process.pid} ${processStartTime(process.pid) ?? '?'} ${this.#token}\n`
  readonly #held = new Set<number>()

  constructor({
    lockDir = defaultPortLockDir,
    first = testPortRange.first,
    end = testPortRange.end,
  }: PortAllocatorOptions = {}) {
    this.#lockDir = lockDir
    this.#first = first
    this.#end = end
  }

  /** A block of `count` consecutive ports, free when checked and claimed until released. */
  async claim(count: number): Promise<PortBlock> {
    const first = this.#first
    const end = this.#end
    if (!Number.isInteger(count) || count < 1) throw new InvalidPortCountError({ count })
    if (count > end - first) throw new NoFreePortsError({ count, first, end })
    mkdirSync(this.#lockDir, { recursive: true })
    const lastBase = end - count
    // A random start spreads concurrent runs over the range instead of all fighting for its
    // head; a multiple of `count` from `first`, so blocks of one size pack without gaps.
    const start = first + randomInt(Math.floor((lastBase - first) / count) + 1) * count
    for (const [from, to] of [
      [start, lastBase],
      [first, start - 1],
    ] as const) {
      let base = from
      while (base <= to) {
        const ports = Array.from({ length: count }, (_, offset) => base + offset)
        const taken = this.#lockAll(ports)
        if (taken !== undefined) {
          base = taken + 1
          continue
        }
        const free = await Promise.all(ports.map((port) => isPortFree(port)))
        const busy = free.lastIndexOf(false)
        if (busy === -1) return this.#block(base, count)
        this.#unlock(ports)
        base += busy + 1
      }
    }
    throw new NoFreePortsError({ count, first, end })
  }

  /** Releases every port this allocator holds (at exit, synchronously). */
  releaseAll(): void {
    this.#unlock([...this.#held])
  }

  #block(first: number, count: number): PortBlock {
    const ports = Array.from({ length: count }, (_, offset) => first + offset)
    let released = false
    return {
      first,
      count,
      release: () => {
        if (released) return
        released = true
        this.#unlock(ports)
      },
    }
  }

  /** Locks every port, in order; on the first one taken, unlocks the others and returns it. */
  #lockAll(ports: readonly number[]): number | undefined {
    for (const [index, port] of ports.entries()) {
      if (this.#lock(port)) continue
      this.#unlock(ports.slice(0, index))
      return port
    }
    return undefined
  }

  #lock(port: number): boolean {
    const path = this.#lockPath(port)
    for (let attempt = 0; attempt < 2; attempt++) {
      // Written in full, then linked into place: nobody ever reads a half-written lock.
      const staging = join(this.#lockDir, `.${port}.${this.#token}.staging`)
      writeFileSync(staging, this.#owner)
      try {
        linkSync(staging, path)
        this.#held.add(port)
        return true
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      } finally {
        unlinkSync(staging)
      }
      if (!reclaimIfAbandoned(path)) return false
    }
    return false
  }

  #unlock(ports: readonly number[]) {
    for (const port of ports) {
      this.#held.delete(port)
      const path = this.#lockPath(port)
      // Only our own lock: had it been reclaimed, the file would now be someone else's.
      if (readIfExists(path) === this.#owner) unlinkIfExists(path)
    }
  }

  #lockPath(port: number) {
    return join(this.#lockDir, `${port}.lock`)
  }
}

const workerAllocatorKey = Symbol.for('@plaza-social/test:workerPortAllocator')

/**
 * The allocator of this worker (a vitest pool worker, a Playwright worker, a script): one per
 * process or thread, whichever copy of this module asks; it releases its ports when the worker exits.
 */
export function workerPortAllocator(): PortAllocator {
  const scope = globalThis as { [workerAllocatorKey]?: PortAllocator }
  let allocator = scope[workerAllocatorKey]
  if (!allocator) {
    const created = new PortAllocator()
    process.once('exit', () => created.releaseAll())
    scope[workerAllocatorKey] = created
    allocator = created
  }
  return allocator
}
