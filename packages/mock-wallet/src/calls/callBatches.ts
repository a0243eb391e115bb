import type { Address, WalletCallReceipt } from 'viem'

/**
 * EIP-5792 status codes: 100 pending, 200 confirmed, 400 failed offchain (nothing landed,
 * no retry), 500 reverted completely, 600 reverted partially (some calls landed).
 */
export type BatchStatus = 100 | 200 | 400 | 500 | 600

/** A batch sent with wallet_sendCalls, as wallet_getCallsStatus reports it. */
export type CallBatch = {
  id: string
  chainId: number
  from: Address
  /** Whether the calls are executed atomically (all land or none). */
  atomic: boolean
  calls: number
  status: BatchStatus
  receipts: WalletCallReceipt[]
  /** Why the batch failed, for the log and the test. */
  failure?: string
  /** Whether the app asked the wallet to show it (wallet_showCallsStatus). */
  shown: boolean
}

/** The batches this wallet was sent, by id, for as long as the page lives. */
export class CallBatches {
  readonly #batches = new Map<string, CallBatch>()
  #running: Promise<void> = Promise.resolve()

  has(id: string) {
    return this.#batches.has(id)
  }

  get(id: string) {
    return this.#batches.get(id)
  }

  add(batch: CallBatch) {
    this.#batches.set(batch.id, batch)
  }

  update(id: string, change: Partial<Omit<CallBatch, 'id'>>) {
    const batch = this.#batches.get(id)
    if (batch) this.#batches.set(id, { ...batch, ...change })
  }

  /** Copies, oldest first, safe to serialise. */
  list(): CallBatch[] {
    return [...this.#batches.values()].map((batch) => ({ ...batch }))
  }

  /** Runs `task` after every batch started before it: one batch at a time per wallet. */
  enqueue(task: () => Promise<void>) {
    this.#running = this.#running.then(task)
    return this.#running
  }

  clear() {
    this.#batches.clear()
  }
}
