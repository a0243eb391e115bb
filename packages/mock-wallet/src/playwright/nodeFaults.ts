type Fault = 'down' | 'hang'

/**
 * Node faults of one test, at the network layer between the page and the nodes: a chain's
 * node is 'down' (connections refused) or 'hang's (requests held, never answered until
 * `restore`). The node itself keeps running, so restoring it is instant.
 */
export class NodeFaults {
  readonly #faults = new Map<number, Fault>()
  readonly #held = new Map<number, (() => void)[]>()

  down(chainId: number) {
    this.#faults.set(chainId, 'down')
  }

  hang(chainId: number) {
    this.#faults.set(chainId, 'hang')
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
