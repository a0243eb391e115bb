import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress, HttpRequestError } from 'viem'
import { createServerVerifiers } from './serverVerifiers'

const contractWallet = getAddress('0x00000000000000000000000000000000000c0de1')
let failing: Server
let failingUrl: string

beforeAll(async () => {
  failing = createServer((req, res) => {
    req.resume()
    res.writeHead(503).end('upstream unavailable')
  })
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
  failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/v2/key`
})

afterAll(() => new Promise((resolve) => failing.close(resolve)))

describe('the server verifiers (issue 16 item 8)', () => {
  test("ERR-SIWE: a node that fails is reported as failing, not as 'invalid signature' (viem answers false)", async () => {
    const verifier = createServerVerifiers({ 10: failingUrl })(10)
    await expect(
      verifier!.verifyMessage({
        address: contractWallet,
        message: 'm',
        signature: `0x${'11'.repeat(65)}`,
      }),
    ).rejects.toBeInstanceOf(HttpRequestError)
  })

  test('ERR-SIWE: only configured chains with a node get a verifier', () => {
    const verifierFor = createServerVerifiers({ 10: failingUrl, 31337: failingUrl })
    expect(verifierFor(1)).toBeUndefined()
    expect(verifierFor(31337)).toBeUndefined()
  })
})
