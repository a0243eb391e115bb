import type { HDAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import type { AppServer } from './attackServers'
import { type RawRequest, rawRequest } from './rawHttp'

export type MessageFields = Parameters<typeof createSiweMessage>[0]

let clients = 0

/**
 * A visitor's browser as the server sees it: its cookies, the page's Origin on POSTs,
 * `Sec-Fetch-Site: same-origin`, JSON bodies; behind the shared instances' proxy, its own client
 * address in X-Forwarded-For (so each test counts as a client of its own for the rate limits).
 */
export class Visitor {
  readonly cookies = new Map<string, string>()
  readonly address = `198.51.100.${(clients++ % 250) + 1}`

  constructor(public server: AppServer) {}

  /** The same browser talking to another instance of the deployment. */
  on(server: AppServer) {
    this.server = server
    return this
  }

  get appOrigin() {
    return new URL(this.server.appOrigin)
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** The headers this browser sends with a `method` request. */
  headers(method: string) {
    return {
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': this.address,
      ...(method === 'POST'
        ? { origin: this.appOrigin.origin, 'content-type': 'application/json' }
        : {}),
      ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
    }
  }

  async send(path: string, request: RawRequest = {}) {
    const response = await rawRequest(`${this.server.url}${path}`, {
      ...request,
      headers: { ...this.headers(request.method ?? 'GET'), ...request.headers },
    })
    for (const header of response.setCookies) {
      const [pair = '', ...attributes] = header.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (attributes.some((attribute) => /max-age=0/i.test(attribute.trim())))
        this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  async nonce(): Promise<string> {
    const response = await this.send('/api/auth/nonce')
    if (response.status !== 200) throw new Error(`nonce: ${response.status} ${response.text}`)
    return response.json.nonce
  }

  /** The message the app's page would build for this server, with `overrides`. */
  message(address: `0x${string}`, nonce: string, overrides: Partial<MessageFields> = {}) {
    const now = Date.now()
    return createSiweMessage({
      scheme: this.appOrigin.protocol.replace(':', ''),
      domain: this.appOrigin.host,
      uri: this.appOrigin.origin,
      address,
      chainId: 1,
      nonce,
      version: '1',
      statement: 'Sign in to Plaza Social.',
      issuedAt: new Date(now),
      expirationTime: new Date(now + 5 * 60_000),
      ...overrides,
    })
  }

  verify(body: { message: string; signature: string }, request: RawRequest = {}) {
    return this.send('/api/auth/verify', { method: 'POST', body: JSON.stringify(body), ...request })
  }

  /** Posts `message` with `account`'s signature of it. */
  async verifySigned(account: HDAccount, message: string) {
    return this.verify({ message, signature: await account.signMessage({ message }) })
  }

  /** Nonce, message, signature, verify: the app's sign-in. */
  async signIn(account: HDAccount, overrides: Partial<MessageFields> = {}) {
    return this.verifySigned(account, this.message(account.address, await this.nonce(), overrides))
  }

  async session() {
    return (await this.send('/api/auth/session')).json
  }

  logout() {
    return this.send('/api/auth/logout', { method: 'POST', body: '{}' })
  }
}
