import { expect } from '@playwright/test'
import { createPublicClient, getAddress, http } from 'viem'
import { siweOopsError, siweVerifyingError as verifyingError } from '../../fixtures/spec/errors'
import { test } from './fixtures'
import { rawRequest } from './rawHttp'
import { Visitor } from './visitor'

/** Runtime code answering isValidSignature with the ERC-1271 magic value for any input. */
const contractWallet = getAddress('0x00000000000000000000000000000000000c0de1')

test.describe('a deployment as an attacker finds it: sign-in off, headers, signature checks through the node, the session secret, node addresses', () => {
  test('CON-8: with sign-in off (PLAZA_AUTH unset) every sign-in route answers 404', async ({
    attack,
  }) => {
    for (const [path, method] of [
      ['nonce', 'GET'],
      ['session', 'GET'],
      ['verify', 'POST'],
      ['logout', 'POST'],
    ] as const) {
      const response = await rawRequest(`${attack.signInOff}/api/auth/${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: attack.signInOff },
        body: method === 'POST' ? '{}' : undefined,
      })
      expect(response.status, path).toBe(404)
    }
  })

  test('pages and routes carry HSTS and no X-Powered-By', async ({ attack }) => {
    for (const url of [`${attack.single.url}/`, `${attack.single.url}/api/auth/session`]) {
      const response = await rawRequest(url)
      expect(response.headers['strict-transport-security'], url).toBe('max-age=63072000')
      expect(response.headers['x-powered-by'], url).toBeUndefined()
    }
  })

  test('CON-8: an ordinary signature signs in while the node is down: recovered locally, no node call', async ({
    attack,
  }) => {
    const before = attack.failingNode.requests()
    const visitor = new Visitor(attack.single)
    expect((await visitor.signIn(attack.accounts.victim)).status).toBe(200)
    expect(attack.failingNode.requests()).toBe(before)
  })

  test('CON-8: a contract wallet (ERC-1271) still signs in through the chain node', async ({
    attack,
  }) => {
    const node = createPublicClient({ transport: http(attack.chains.rpcUrl(1)) })
    await node.request({
      method: 'anvil_setCode' as never,
      params: [contractWallet, '0x631626ba7e60e01b60005260206000f3'] as never,
    })
    const visitor = new Visitor(attack.shared[0])
    const message = visitor.message(contractWallet, await visitor.nonce())
    const response = await visitor.verify({ message, signature: `0x${'11'.repeat(65)}` })
    expect(response.json).toEqual({ authenticated: true, address: contractWallet, chainId: 1 })
  })

  test(`ERR-SIWE: the node failing on a contract wallet: the server answers 503 with the message '${verifyingError}' (a page reads any 5xx as the server failing and shows '${siweOopsError}'), the error in the log without the node's key`, async ({
    attack,
  }) => {
    const [server] = attack.shared
    const visitor = new Visitor(server)
    const message = visitor.message(contractWallet, await visitor.nonce(), { chainId: 10 })
    const response = await visitor.verify({ message, signature: `0x${'11'.repeat(65)}` })
    expect(response.status).toBe(503)
    expect(response.json.message).toBe(verifyingError)
    await expect.poll(() => server.log()).toContain('SignatureCheckUnavailableError')
    expect(server.log()).toContain('HttpRequestError')
    expect(server.log()).not.toContain(attack.failingNode.secret)
  })

  test('ST-8: without SESSION_SECRET a production server seals nothing: the routes fail closed and say why in the log', async ({
    attack,
  }) => {
    const server = await attack.startInstance({
      PLAZA_AUTH: 'siwe',
      APP_ORIGIN: 'https://plaza.test',
    })
    const visitor = new Visitor(server)
    const nonce = await visitor.send('/api/auth/nonce')
    expect(nonce.status).toBe(500)
    expect(nonce.setCookies).toEqual([])
    const session = await visitor.send('/api/auth/session')
    expect([session.status, session.setCookies]).toEqual([500, []])
    expect(server.log()).toContain('SessionSecretMissingError')
  })

  test('CALL-2: a node address with credentials and a CSP-splitting character is refused at run time, its secret never printed', async ({
    attack,
  }) => {
    const server = await attack.startInstance({
      PLAZA_AUTH: 'siwe',
      APP_ORIGIN: 'https://plaza.test',
      SESSION_SECRET: 'attack-suite-node-url-secret-0123456789abcdef',
      PLAZA_SIWE_RPC_URL_1: 'https://deployer:hunter2pw@node.example/v2/key-77;script-src *',
    })
    const response = await new Visitor(server).send('/api/auth/nonce')
    expect(response.status).toBe(500)
    await expect.poll(() => server.log()).toContain('InvalidRpcUrlError')
    for (const secret of ['hunter2pw', 'key-77', 'deployer'])
      expect(server.log()).not.toContain(secret)
  })
})
