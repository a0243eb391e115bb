/**
 * What the wallet does with a request. `approve` is the default; `manual` and `hang` leave
 * the request pending until the test (or a person at a lab panel) approves or rejects it.
 */
export type Outcome =
  | { type: 'approve' }
  /** 4001 */
  | { type: 'reject' }
  /** -32603 with this message. */
  | { type: 'fail'; message?: string }
  /** 4902 */
  | { type: 'unrecognizedChain' }
  /** -32002 */
  | { type: 'alreadyPending' }
  /** 4200: the wallet does not support the method (e.g. it cannot switch networks from the app). */
  | { type: 'unsupported' }
  /** Any error code, as viem's class for it where there is one: e.g. EIP-5792's 5700–5760. */
  | { type: 'error'; code: number; message?: string }
  /** Answers `result` without doing what was asked, e.g. `false` to wallet_watchAsset (declined, no error). */
  | { type: 'answer'; result: unknown }
  | { type: 'delay'; ms: number }
  | { type: 'hang' }
  | { type: 'manual' }

export type OutcomeType = Outcome['type']

/** The outcomes that need no further field, so a script can name them by type alone. */
export type OutcomeName = Exclude<OutcomeType, 'delay' | 'fail' | 'error' | 'answer'>

export const outcomeTypes = [
  'approve',
  'reject',
  'fail',
  'unrecognizedChain',
  'alreadyPending',
  'unsupported',
  'error',
  'answer',
  'delay',
  'hang',
  'manual',
] as const satisfies readonly OutcomeType[]

/** Per-method queues of scripted outcomes; each scripted outcome answers one request. */
export class Scripts {
  readonly #queues = new Map<string, Outcome[]>()

  add(method: string, outcome: Outcome, times = 1) {
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
