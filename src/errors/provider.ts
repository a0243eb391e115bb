import { PlazaError } from '@plaza-social/errors'
import { errorDocs } from './docs'

/** A short, single-line preview of a value a wallet sent. */
function previewValue(value: unknown): string {
  let text: string
  try {
    text =
      typeof value === 'string'
        ? JSON.stringify(value)
        : typeof value === 'bigint'
          ? `${value}n`
          : (JSON.stringify(value) ?? String(value))
  } catch {
    text = Object.prototype.toString.call(value)
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

/** The wallet answered a request with a value that is not what EIP-1193 / EIP-1474 allow. */
export class MalformedProviderResponseError extends PlazaError {
  override name = 'MalformedProviderResponseError'
  readonly method: string
  constructor({ method, value, expected }: { method: string; value: unknown; expected: string }) {
    super(`The wallet answered ${method} with a malformed value: ${previewValue(value)}.`, {
      details: `Expected ${expected}.`,
      cause: value instanceof Error ? value : undefined,
      ...errorDocs.faults,
    })
    this.method = method
  }
}

/** The wallet emitted an EIP-1193 event with a payload that is not what EIP-1193 allows; it is ignored. */
export class MalformedProviderEventError extends PlazaError {
  override name = 'MalformedProviderEventError'
  readonly event: string
  constructor({ event, value, expected }: { event: string; value: unknown; expected: string }) {
    super(`The wallet sent a malformed ${event} event: ${previewValue(value)}.`, {
      details: `Expected ${expected}. The event was ignored.`,
      ...errorDocs.faults,
    })
    this.event = event
  }
}
