import type { Address } from 'viem'

/** What the story's sign-in API ('/api/auth/*' of pages/api, in memory) answers: `parameters.signIn`. */
export type SignInParameters = {
  /**
   * The session route's first answer (the lookup on load): 'signedOut' (default), 'signedIn'
   * (a session for the story's account), 'error' (500), 'malformed' or 'pending' (signed out,
   * held until the play function calls `loaded.signInApi.releaseSession()`: the status stays
   * 'loading'). Later lookups (Retry) answer the API's real state.
   */
  session?: 'signedOut' | 'signedIn' | 'error' | 'malformed' | 'pending'
  /** The nonce route: 'ok' (default) or 'fail' (500). */
  nonce?: 'ok' | 'fail'
  /** The verify route's answer to a signed message: 'accept' (default), 'refuse' (401),
   * 'error' (500: the server failed) or 'pending' (held until the play function calls
   * `loaded.signInApi.releaseVerify()`). */
  verify?: 'accept' | 'refuse' | 'error' | 'pending'
  /** The logout route: 'ok' (default) or 'failOnce' (the first logout answers 500). */
  logout?: 'ok' | 'failOnce'
}

export type StorySignInApi = {
  /** The fetch for Providers' `auth` setting. */
  fetch: typeof fetch
  /** Every route called, in order ('session', 'nonce', 'verify', 'logout'). */
  calls: string[]
  /** Whether the API holds a session now. */
  signedIn: () => boolean
  /** Lets a held session lookup ('pending') answer. */
  releaseSession: () => void
  /** Lets a held verify ('pending') answer. */
  releaseVerify: () => void
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A route's answer, held until `release()` when `held`. */
function hold(held: boolean) {
  let release = () => {}
  const answered = held
    ? new Promise<void>((resolve) => {
        release = resolve
      })
    : Promise.resolve()
  return { answered, release: () => release() }
}

/** The sign-in API of one story, for the connected `account`. */
export function createStorySignInApi(
  { session = 'signedOut', nonce = 'ok', verify = 'accept', logout = 'ok' }: SignInParameters,
  account: Address,
): StorySignInApi {
  const calls: string[] = []
  let signedIn = session === 'signedIn'
  let firstLookup = true
  let logoutFailures = logout === 'failOnce' ? 1 : 0
  const sessionHeld = hold(session === 'pending')
  const verifyHeld = hold(verify === 'pending')

  const sessionState = () =>
    json(
      signedIn ? { authenticated: true, address: account, chainId: 1 } : { authenticated: false },
    )

  const routes: Record<string, () => Response | Promise<Response>> = {
    session: async () => {
      const first = firstLookup
      firstLookup = false
      if (first && session === 'error') return json({ error: 'unavailable' }, 500)
      if (first && session === 'malformed') return json({ authenticated: 'maybe' })
      if (first) await sessionHeld.answered
      return sessionState()
    },
    nonce: () => (nonce === 'ok' ? json({ nonce: 'storybook0nonce0001' }) : json({}, 500)),
    verify: async () => {
      await verifyHeld.answered
      if (verify === 'refuse') return json({ error: 'signature' }, 401)
      if (verify === 'error') return json({ error: 'unavailable' }, 500)
      signedIn = true
      return json({ authenticated: true, address: account, chainId: 1 })
    },
    logout: () => {
      if (logoutFailures > 0) {
        logoutFailures -= 1
        return json({ error: 'unavailable' }, 500)
      }
      signedIn = false
      return json({ authenticated: false })
    },
  }

  return {
    calls,
    signedIn: () => signedIn,
    releaseSession: sessionHeld.release,
    releaseVerify: verifyHeld.release,
    fetch: async (input) => {
      const path = String(input instanceof Request ? input.url : input)
      const route = path.split('/').at(-1) ?? ''
      calls.push(route)
      const answer = routes[route]
      if (!answer) return json({ error: 'not found' }, 404)
      return answer()
    },
  }
}
