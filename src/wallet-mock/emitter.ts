type Listener = (...args: never[]) => void

/** The EIP-1193 event surface (`on`, `once`, `removeListener`), framework-free. */
export class Emitter {
  readonly #listeners = new Map<string, Set<Listener>>()

  on(event: string, listener: Listener) {
    const set = this.#listeners.get(event) ?? new Set()
    set.add(listener)
    this.#listeners.set(event, set)
    return this
  }

  once(event: string, listener: Listener) {
    const wrapped = ((...args: never[]) => {
      this.removeListener(event, wrapped)
      listener(...args)
    }) as Listener
    return this.on(event, wrapped)
  }

  removeListener(event: string, listener: Listener) {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  off(event: string, listener: Listener) {
    return this.removeListener(event, listener)
  }

  listenerCount(event: string) {
    return this.#listeners.get(event)?.size ?? 0
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.#listeners.get(event) ?? [])])
      (listener as (...args: unknown[]) => void)(...args)
    return true
  }
}
