type Fault = 'down' | 'hang'

/**
 * Node faults of one test, at the network layer between the page and the nodes: a chain's
 * node is 'down' (connections refused) or 'hang's (requests held, never answered until
 * `restore`). The node itself keeps running, so restoring it is instant. A fault applies once
 * its promise resolves: `intercept` has then put the page's route to the nodes in place.
 */
export class NodeFaults {
  readonly #faults = new Map<number, Fault>()
  readonly #held = new Map<number, (() => void)[]>()
  readonly #intercept: () => Promise<void>

  constructor(intercept: () => Promise<void> = async () => {}) {
    this.#intercept = intercept
  }

  down(chainId: number): Promise<void> {
    this.#faults.set(chainId, 'down')
    return this.#intercept()
  }

  hang(chainId: number): Promise<void> {
    this.#faults.set(chainId, 'hang')
    return this.#intercept()
  }

  /** The node answers again; held requests go through. */
  restore(chainId: number) {
    this.#faults.delete(chainId)
    for (const release of this.#held.get(chainId) ?? []) release()
    this.#held.delete(chainId)
  }

  /** @internal The fault of a chain's node, and a promise held until it is restored. */
  fault(chainId: number): { type?: Fault; released?: Promise<void> } {
    const type = this.#faults.get(chainId)
    if (type !== 'hang') return { type }
    const released = new Promise<void>((resolve) => {
      this.#held.set(chainId, [...(this.#held.get(chainId) ?? []), resolve])
    })
    return { type, released }
  }

  /** @internal */
  releaseAll() {
    for (const chainId of [...this.#held.keys()]) this.restore(chainId)
  }
}
