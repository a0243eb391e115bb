type MockWalletErrorOptions = { details?: string; cause?: unknown }

/**
 * Base of the package's own errors (misuse of the wallet, not an answer to a request;
 * those are viem's RPC error classes, see rpcErrors.ts). Shaped like viem's BaseError:
 * `message` is the short message, `details` says more.
 */
export class MockWalletError extends Error {
  override name = 'MockWalletError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: MockWalletErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

/** The wallet was created with options it cannot work with. */
export class MockWalletOptionError extends MockWalletError {
  override name = 'MockWalletOptionError'
  constructor(option: string, expected: string) {
    super(`Mock wallet option ${option}: ${expected}.`)
  }
}

/** approve(), reject() or failPending() found no request waiting for the user. */
export class NoPendingRequestError extends MockWalletError {
  override name = 'NoPendingRequestError'
  constructor(selector?: number | string) {
    super(`No pending wallet request${selector === undefined ? '' : ` matches ${selector}`}.`)
  }
}

/** switchAccount() named an account the wallet does not hold. */
export class UnknownAccountError extends MockWalletError {
  override name = 'UnknownAccountError'
  constructor(account: number | string) {
    super(`The wallet has no account ${account}.`)
  }
}
