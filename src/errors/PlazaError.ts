export type PlazaErrorOptions = { details?: string; cause?: unknown }

/**
 * Base of the app's own errors. `message` is the short message alone, so the
 * spec's wording reaches the screen unchanged; `details` says more for logs.
 */
export class PlazaError extends Error {
  override name = 'PlazaError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: PlazaErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}
