import { Emitter } from './emitter.ts'
import { NoPendingRequestError } from './errors.ts'
import { walletErrors } from './rpcErrors.ts'

/** A request waiting for the user, as a test or a lab panel sees it. */
export type PendingRequest = { id: number; method: string; params: unknown }

/** How the user answers a prompt. */
export type Decision = { type: 'approve' } | { type: 'reject' } | { type: 'fail'; message?: string }

/** Which prompt selector picks: the oldest, the one with this request id, or the oldest of a method. */
export type PromptSelector = number | string | undefined

type Prompt = PendingRequest & { group: string; answer: (decision: Decision) => void }

/** Both connect requests show the same connect prompt (a second one gets -32002). */
export const promptGroup = (method: string) =>
  method === 'wallet_requestPermissions' || method === 'eth_requestAccounts' ? 'connect' : method

const publicView = ({ id, method, params }: Prompt): PendingRequest => ({ id, method, params })

const matches = (prompt: Prompt, selector: PromptSelector) =>
  selector === undefined || prompt.id === selector || prompt.method === selector

/** The requests waiting for the user, oldest first, and the user's answers to them. */
export class PromptQueue {
  readonly #prompts: Prompt[] = []
  readonly #arrivals = new Emitter<{ prompt(prompt: Prompt): void }>()
  readonly #onChange: () => void

  constructor(onChange: () => void) {
    this.#onChange = onChange
  }

  /** Whether a prompt of this group (see `promptGroup`) already waits. */
  isWaiting(group: string) {
    return this.#prompts.some((prompt) => prompt.group === group)
  }

  /** Holds a request until the user answers: resolves on approve, throws 4001 or -32603. */
  waitForUser(request: PendingRequest): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const prompt: Prompt = {
        ...request,
        group: promptGroup(request.method),
        answer: (decision) => {
          this.#prompts.splice(this.#prompts.indexOf(prompt), 1)
          if (decision.type === 'approve') resolve()
          else if (decision.type === 'reject') reject(walletErrors.userRejected(request.method))
          else reject(walletErrors.failed(request.method, decision.message))
          this.#onChange()
        },
      }
      this.#prompts.push(prompt)
      this.#arrivals.emit('prompt', prompt)
      this.#onChange()
    })
  }

  pending(): PendingRequest[] {
    return this.#prompts.map(publicView)
  }

  /**
   * Resolves with the oldest waiting request that matches, as soon as there is one; a
   * request id must already wait (ids are known only once their request arrived).
   */
  waitForPending(selector?: PromptSelector): Promise<PendingRequest> {
    return this.#arrival(selector).then(publicView)
  }

  /** Answers the oldest waiting request that matches, once it arrives. */
  async answer(selector: PromptSelector, decision: Decision): Promise<PendingRequest> {
    const prompt = await this.#arrival(selector)
    prompt.answer(decision)
    return publicView(prompt)
  }

  /** Rejects every waiting request (4001). */
  rejectAll() {
    for (const prompt of [...this.#prompts]) prompt.answer({ type: 'reject' })
  }

  #arrival(selector: PromptSelector): Promise<Prompt> {
    const existing = this.#prompts.find((prompt) => matches(prompt, selector))
    if (existing) return Promise.resolve(existing)
    if (typeof selector === 'number') return Promise.reject(new NoPendingRequestError(selector))
    return new Promise((resolve) => {
      const listener = (prompt: Prompt) => {
        if (!matches(prompt, selector)) return
        this.#arrivals.removeListener('prompt', listener)
        resolve(prompt)
      }
      this.#arrivals.on('prompt', listener)
    })
  }
}
