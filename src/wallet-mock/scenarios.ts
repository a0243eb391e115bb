/**
 * What the wallet does with a request. `approve` is the default; `manual` and
 * `hang` leave the request pending until the test (or a person in the Wallet Lab)
 * approves or rejects it.
 */
export type Outcome =
  | { type: 'approve' }
  | { type: 'reject' }
  | { type: 'fail'; message?: string }
  | { type: 'unrecognizedChain' }
  | { type: 'alreadyPending' }
  /** 4200: the wallet does not support the method (e.g. it cannot switch networks from the app). */
  | { type: 'unsupported' }
  | { type: 'delay'; ms: number }
  | { type: 'hang' }
  | { type: 'manual' }

export type OutcomeType = Outcome['type']

export const outcomeTypes = [
  'approve',
  'reject',
  'fail',
  'unrecognizedChain',
  'alreadyPending',
  'unsupported',
  'delay',
  'hang',
  'manual',
] as const satisfies readonly OutcomeType[]

/** Per-method queues of scripted outcomes; each scripted outcome answers one request. */
export class Scenarios {
  readonly #queues = new Map<string, Outcome[]>()

  script(method: string, outcome: Outcome, times = 1) {
    const queue = this.#queues.get(method) ?? []
    for (let i = 0; i < times; i++) queue.push(outcome)
    this.#queues.set(method, queue)
  }

  /** The next scripted outcome for `method`, consumed. */
  take(method: string): Outcome | undefined {
    return this.#queues.get(method)?.shift()
  }

  scripted(): Record<string, Outcome[]> {
    return Object.fromEntries([...this.#queues].filter(([, queue]) => queue.length > 0))
  }

  clear() {
    this.#queues.clear()
  }
}
