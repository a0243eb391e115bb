export type RequestStatus = 'pending' | 'approved' | 'rejected' | 'failed'

export type RequestLogEntry = {
  id: number
  method: string
  params: unknown
  status: RequestStatus
  /** Whether the request waited for the user (a prompt). */
  prompted: boolean
  result?: unknown
  error?: { code: number | undefined; message: string }
  startedAt: number
  endedAt?: number
}

/** Every request the wallet received, in order, for tests to read. */
export class RequestLog {
  readonly #entries: RequestLogEntry[] = []
  #nextId = 1

  start(method: string, params: unknown): RequestLogEntry {
    const entry: RequestLogEntry = {
      id: this.#nextId++,
      method,
      params,
      status: 'pending',
      prompted: false,
      startedAt: Date.now(),
    }
    this.#entries.push(entry)
    return entry
  }

  /** The entries, optionally of one method only; copies, safe to serialise. */
  entries(filter: { method?: string } = {}): RequestLogEntry[] {
    return this.#entries
      .filter((entry) => filter.method === undefined || entry.method === filter.method)
      .map((entry) => ({ ...entry }))
  }

  clear() {
    this.#entries.length = 0
  }
}
