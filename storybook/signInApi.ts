/** What the story's sign-in API answers ('/api/auth/*' of pages/api, in memory). */
export type SignInParameters = {
  /** The verify route's answer to a signed message. Default 'accept'. */
  verify?: 'accept' | 'refuse'
}

/** A fetch for Providers' `auth` setting: no session yet, a nonce, verify as told. */
export function signInFetch({ verify = 'accept' }: SignInParameters = {}): typeof fetch {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  return async (input) => {
    const path = String(input instanceof Request ? input.url : input)
    if (path.endsWith('/session')) return json({ authenticated: false })
    if (path.endsWith('/nonce')) return json({ nonce: 'storybook0nonce0001' })
    if (path.endsWith('/verify')) return verify === 'accept' ? json({ ok: true }) : json({}, 401)
    return json({ ok: true })
  }
}
