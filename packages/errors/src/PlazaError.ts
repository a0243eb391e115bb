/**
 * Where `docsPath` points: the project's own documents, by their path in the repository (there
 * is no docs site; a deployment that publishes one changes this line).
 */
const docsBase = './'

export type PlazaErrorParameters = {
  /** What went wrong underneath; reached with `walk()`, never copied into the message. */
  cause?: unknown
  /** More for a developer or a log (the visitor reads `shortMessage`). */
  details?: string | undefined
  /** A document in the repository, e.g. 'README.md'. */
  docsPath?: string | undefined
  /** A heading's anchor in that document, e.g. 'environment-variables'. */
  docsSlug?: string | undefined
  /** Lines between the short message and the details, e.g. the value that was refused. */
  metaMessages?: string[] | undefined
}

/**
 * Base of the project's errors, the app's (src/errors) and the test infrastructure's
 * (@plaza-social/test), shaped like viem's BaseError: `shortMessage` is the sentence a
 * visitor may read (the spec's wording where it gives one), `message` adds the meta messages, a
 * docs link and the details for logs, and `walk()` follows the causes. Unlike viem, details are
 * never taken from the cause: a library's message may quote what the app redacts (a node
 * address with its key).
 */
export class PlazaError extends Error {
  override name = 'PlazaError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined
  readonly metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: PlazaErrorParameters = {}) {
    const { cause, details, docsPath, docsSlug, metaMessages } = parameters
    const docsUrl = docsPath ? `${docsBase}${docsPath}${docsSlug ? `#${docsSlug}` : ''}` : undefined
    const footer = [
      ...(docsUrl ? [`Docs: ${docsUrl}`] : []),
      ...(details ? [`Details: ${details}`] : []),
    ]
    const message = [
      shortMessage,
      ...(metaMessages?.length ? ['', ...metaMessages] : []),
      ...(footer.length ? ['', ...footer] : []),
    ].join('\n')
    super(message, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
    this.metaMessages = metaMessages
  }

  /** The innermost cause. */
  walk(): unknown
  /** The first of this error and its causes, outermost first, for which `matches` holds; else null. */
  walk(matches: (error: unknown) => boolean): unknown
  walk(matches?: (error: unknown) => boolean): unknown {
    return walk(this, matches)
  }
}

function walk(error: unknown, matches?: (error: unknown) => boolean): unknown {
  const seen = new Set<unknown>()
  let current = error
  while (true) {
    if (matches?.(current)) return current
    seen.add(current)
    const cause =
      current !== null && typeof current === 'object' && 'cause' in current
        ? current.cause
        : undefined
    // A cycle of causes ends the walk where it would repeat.
    if (cause === undefined || seen.has(cause)) return matches ? null : current
    current = cause
  }
}
