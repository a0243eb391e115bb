import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Hex } from 'viem'
import { openSession, readBindingToken, revoke } from './cookies'
import { readBody, refuseBody, sendJson } from './httpGuards'
import { type AuthRouteDependencies, authRoute, type RouteContext } from './routePipeline'
import { maxBodyBytes, maxSignatureBytes } from './settings'
import { verifySignIn } from './signInChecks'
import { isConfiguredChain } from './signInMessage'

/** POST { message, signature } as JSON: checks the sign-in and seals the session cookie. */
export function createVerifyRoute(dependencies: AuthRouteDependencies = {}) {
  return authRoute('verify', 'POST', dependencies, verify)
}

async function verify({ req, res, settings, services, now }: RouteContext) {
  const body = await readSignInBody(req, res)
  if (!body) return
  const account = await verifySignIn({
    ...body,
    bindingToken: readBindingToken(req, settings.appOrigin),
    store: services.store,
    verifierFor: services.verifierFor,
    appOrigin: settings.appOrigin,
    isConfiguredChain,
    now,
  })
  const session = await openSession(req, res, settings)
  // A session this browser held before (another account) ends here too, copies included.
  await revoke(session, services.store, now)
  session.id = randomUUID()
  session.address = account.address
  session.chainId = account.chainId
  session.issuedAt = now.getTime()
  await session.save()
  sendJson(res, 200, { authenticated: true, ...account })
}

const hexPattern = /^0x(?:[0-9a-fA-F]{2})+$/

/** The verify body: JSON `{ message, signature }`, the signature within its cap, or an answer sent. */
async function readSignInBody(req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req, { limit: maxBodyBytes })
  if (!body.ok) return refuseBody(res, body.status)
  let parsed: unknown
  try {
    parsed = JSON.parse(body.text)
  } catch {
    return void sendJson(res, 400, { error: 'bad-request' })
  }
  const { message, signature } = (parsed ?? {}) as Record<string, unknown>
  if (typeof message !== 'string' || typeof signature !== 'string')
    return void sendJson(res, 400, { error: 'bad-request' })
  // The message's own cap is readSignInMessage's, before it is parsed.
  if (signature.length > 2 + 2 * maxSignatureBytes)
    return void sendJson(res, 413, { error: 'too-large' })
  if (!hexPattern.test(signature)) return void sendJson(res, 400, { error: 'bad-request' })
  return { message, signature: signature as Hex }
}
