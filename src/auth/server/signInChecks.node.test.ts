import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type LocalChains, startChainsOnFreePorts } from '@plaza-social/test/chains'
import { createPublicClient, getAddress, HttpRequestError, http } from 'viem'
import { createServerVerifiers } from './serverVerifiers'

const contractWallet = getAddress('0x00000000000000000000000000000000000c0de1')
const nobody = getAddress('0x00000000000000000000000000000000000b0d1e')
const anySignature = `0x${'11'.repeat(65)}` as const
let failing: Server
let failingUrl: string
let chains: LocalChains

beforeAll(async () => {
  failing = createServer((req, res) => {
    req.resume()
    res.writeHead(503).end('upstream unavailable')
  })
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
  failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/v2/key`
  chains = await startChainsOnFreePorts({ chainIds: [1] })
  // Runtime code that answers isValidSignature with the ERC-1271 magic value for any input.
  await createPublicClient({ transport: http(chains.rpcUrl(1)) }).request({
    method: 'anvil_setCode' as never,
    params: [contractWallet, '0x631626ba7e60e01b60005260206000f3'] as never,
  })
})

afterAll(async () => {
  await new Promise((resolve) => failing?.close(resolve))
  await chains?.stop()
})

describe('the nodes the server asks about contract wallets', () => {
  test('CON-8: a smart-contract wallet (ERC-1271) verifies through the chain node', async () => {
    const verifier = createServerVerifiers({ 1: chains.rpcUrl(1) })(1)
    expect(
      await verifier!.verifyMessage({
        address: contractWallet,
        message: 'm',
        signature: anySignature,
      }),
    ).toBe(true)
    // An address with no contract: the node answers, and the answer is 'not valid'.
    expect(
      await verifier!.verifyMessage({ address: nobody, message: 'm', signature: anySignature }),
    ).toBe(false)
  })

  test("a node that fails is reported as failing, not as 'invalid signature' (viem answers false)", async () => {
    const verifier = createServerVerifiers({ 10: failingUrl })(10)
    await expect(
      verifier!.verifyMessage({
        address: contractWallet,
        message: 'm',
        signature: anySignature,
      }),
    ).rejects.toBeInstanceOf(HttpRequestError)
  })

  test('only configured chains with a node get a verifier, one per chain', () => {
    const verifierFor = createServerVerifiers({ 10: failingUrl, 31337: failingUrl })
    expect(verifierFor(1)).toBeUndefined()
    expect(verifierFor(31337)).toBeUndefined()
    expect(verifierFor(10)).toBeDefined()
    expect(verifierFor(10)).toBe(verifierFor(10))
  })
})
