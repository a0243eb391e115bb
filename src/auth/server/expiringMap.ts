type Entry<value> = { value: value; expiresAt: number }

/**
 * Entries in insertion order with a time to live each. Every write first drops expired entries
 * from the front, so expiry costs O(1) per write on average (one TTL per kind means insertion
 * order is expiry order), and a full map sheds its oldest entry.
 */
export class ExpiringMap<value> {
  readonly #entries = new Map<string, Entry<value>>()
  constructor(
    readonly capacity: number,
    readonly now: () => number,
  ) {}

  /** Adds an entry; returns how many live entries it pushed out to stay within capacity. */
  set(key: string, value: value, ttlMs: number): number {
    const time = this.now()
    for (const [oldest, entry] of this.#entries) {
      if (entry.expiresAt > time) break
      this.#entries.delete(oldest)
    }
    this.#entries.delete(key)
    this.#entries.set(key, { value, expiresAt: time + ttlMs })
    let evicted = 0
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.capacity) break
      this.#entries.delete(oldest)
      evicted++
    }
    return evicted
  }

  get(key: string): value | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt > this.now()) return entry.value
    this.#entries.delete(key)
    return undefined
  }

  take(key: string): boolean {
    const live = this.get(key) !== undefined
    this.#entries.delete(key)
    return live
  }

  get size() {
    return this.#entries.size
  }

  clear() {
    this.#entries.clear()
  }
}
