/** An event map: event name → listener signature. */
export type EventMap = { [event: string]: (...args: never[]) => void }

type AnyListener = (...args: never[]) => void

/** The EIP-1193 event surface (`on`, `once`, `removeListener`), typed by an event map, framework-free. */
export class Emitter<events extends EventMap> {
  readonly #listeners = new Map<keyof events, Set<AnyListener>>()

  on<event extends keyof events>(event: event, listener: events[event]) {
    const set = this.#listeners.get(event) ?? new Set()
    set.add(listener)
    this.#listeners.set(event, set)
    return this
  }

  once<event extends keyof events>(event: event, listener: events[event]) {
    const wrapped = ((...args: Parameters<events[event]>) => {
      this.removeListener(event, wrapped)
      listener(...args)
    }) as events[event]
    return this.on(event, wrapped)
  }

  removeListener<event extends keyof events>(event: event, listener: events[event]) {
    this.#listeners.get(event)?.delete(listener)
    return this
  }

  listenerCount(event: keyof events) {
    return this.#listeners.get(event)?.size ?? 0
  }

  emit<event extends keyof events>(event: event, ...args: Parameters<events[event]>) {
    for (const listener of [...(this.#listeners.get(event) ?? [])])
      (listener as (...args: Parameters<events[event]>) => void)(...args)
    return true
  }
}
