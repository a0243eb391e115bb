/**
 * One line per server-side problem of the sign-in routes (a node or Redis failing, a setting
 * missing): each error's name, short message and details down its causes, never a stack, and
 * URLs cut to scheme and host (a node's path or a Redis URL's password may be a secret).
 */
export function logAuthProblem(context: string, error: unknown) {
  console.error(`[plaza sign-in] ${context}: ${summarize(error, 3)}`)
}

function summarize(error: unknown, depth: number): string {
  if (!(error instanceof Error)) return redactUrls(String(error))
  const { shortMessage, details } = error as { shortMessage?: unknown; details?: unknown }
  const message = typeof shortMessage === 'string' ? shortMessage : error.message
  const text = redactUrls(
    [`${error.name}: ${message}`, typeof details === 'string' ? details : ''].join(' ').trim(),
  ).slice(0, 400)
  if (!error.cause || depth <= 1) return text
  return `${text} (cause: ${summarize(error.cause, depth - 1)})`
}

/** Each URL as `scheme://host/…`: no credentials, path, query or fragment. */
function redactUrls(text: string) {
  return text.replace(
    /\b([a-z][a-z0-9+.-]*):\/\/(?:[^\s"'<>/?#]*@)?([^\s"'<>/?#]*)[^\s"'<>]*/gi,
    '$1://$2/…',
  )
}
