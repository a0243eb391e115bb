import { getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { specErrors } from '../../../fixtures/spec/errors'
import { SignatureCheckUnavailableError } from '../../errors/auth'
import { type SignatureVerifier, signatureMatches } from './signatureCheck'

const alice = privateKeyToAccount(`0x${'a1'.repeat(32)}`)
const contractWallet = getAddress('0x00000000000000000000000000000000000c0de1')
const message = 'Sign in'
const verifyingError = specErrors.find((error) => error.row === 'ERR-SIWE')!.texts[2]

function node(answer: () => Promise<boolean>) {
  const calls: unknown[] = []
  const verifier: SignatureVerifier = {
    verifyMessage: (parameters) => {
      calls.push(parameters)
      return answer()
    },
  }
  return { verifier, calls }
}

describe('signature checks: local first, the node only for contract wallets (issue 16 item 8)', () => {
  test('CON-8: an ordinary signature is recovered locally, without asking the node', async () => {
    const { verifier, calls } = node(() => Promise.reject(new Error('down')))
    const signature = await alice.signMessage({ message })
    expect(
      await signatureMatches({ address: alice.address, message, signature, chainId: 1, verifier }),
    ).toBe(true)
    expect(calls).toEqual([])
  })

  test('CON-8: a contract wallet (ERC-1271 / ERC-6492) is checked by the chain node', async () => {
    const { verifier, calls } = node(async () => true)
    const signature = `0x${'11'.repeat(400)}` as const
    expect(
      await signatureMatches({ address: contractWallet, message, signature, chainId: 1, verifier }),
    ).toBe(true)
    expect(calls).toEqual([{ address: contractWallet, message, signature }])
  })

  test(`ERR-SIWE: a node that fails is not a silent 'invalid': '${verifyingError}', with the node's error as cause`, async () => {
    const failure = new Error('HTTP request failed.')
    const { verifier } = node(() => Promise.reject(failure))
    const attempt = signatureMatches({
      address: contractWallet,
      message,
      signature: `0x${'11'.repeat(65)}`,
      chainId: 10,
      verifier,
    })
    await expect(attempt).rejects.toThrow(SignatureCheckUnavailableError)
    await expect(attempt).rejects.toThrow(verifyingError)
    await expect(attempt).rejects.toMatchObject({ cause: failure })
  })

  test('ERR-SIWE: without a node, a signature that does not recover is refused', async () => {
    const signature = await alice.signMessage({ message: 'something else' })
    expect(
      await signatureMatches({
        address: alice.address,
        message,
        signature,
        chainId: 1,
        verifier: undefined,
      }),
    ).toBe(false)
  })
})
