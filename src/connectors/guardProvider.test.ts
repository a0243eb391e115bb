import { MalformedProviderResponseError } from '../errors/provider'
import { guardProvider } from './guardProvider'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A provider answering each method from `answers`; a function answer runs (it may throw). */
function providerAnswering(answers: Record<string, unknown>) {
  const asked: string[] = []
  return {
    asked,
    isTestWallet: true,
    async request({ method }: { method: string; params?: unknown }) {
      asked.push(method)
      const answer = answers[method]
      return typeof answer === 'function' ? answer() : answer
    },
    on() {
      return this
    },
  }
}

describe('guardProvider', () => {
  test('default: well-formed answers pass unchanged; other methods are not checked', async () => {
    const provider = guardProvider(
      providerAnswering({ eth_chainId: '0x1', eth_accounts: [alice], eth_getBalance: 'anything' }),
    )
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([alice])
    await expect(provider.request({ method: 'eth_getBalance' })).resolves.toBe('anything')
  })

  test('behavior: an account list with a non-address fails; an approval with no account fails', async () => {
    const provider = guardProvider(
      providerAnswering({ eth_accounts: [alice, 'bob'], eth_requestAccounts: [] }),
    )
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toBeInstanceOf(
      MalformedProviderResponseError,
    )
    const error = await provider
      .request({ method: 'eth_requestAccounts' })
      .catch((caught) => caught)
    expect(error).toMatchInlineSnapshot(`
      [MalformedProviderResponseError: The wallet answered eth_requestAccounts with a malformed value: [].

      Docs: ./docs/app.md#faults
      Details: Expected at least one address, or an error.]
    `)
  })

  test('behavior: duplicated accounts count once', async () => {
    const provider = guardProvider(
      providerAnswering({ eth_requestAccounts: [bob, alice, bob.toLowerCase()] }),
    )
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([bob, alice])
  })

  test('behavior: the same provider gets the same guarded stand-in (wagmi compares providers)', () => {
    const provider = providerAnswering({})
    expect(guardProvider(provider)).toBe(guardProvider(provider))
    expect(guardProvider(provider)).not.toBe(guardProvider(providerAnswering({})))
  })

  test("behavior: the wallet's own properties and methods stay its own", () => {
    const provider = providerAnswering({})
    const guarded = guardProvider(provider)
    expect(guarded.isTestWallet).toBe(true)
    expect('isTestWallet' in guarded).toBe(true)
    expect('isMetaMask' in guarded).toBe(false)
    // Methods run on the wallet itself, not on the stand-in.
    expect(guarded.on()).toBe(provider)
  })

  test('behavior: a frozen provider (as real wallets ship it) is guarded too', async () => {
    const provider = Object.freeze(providerAnswering({ eth_chainId: 'mainnet' }))
    const guarded = guardProvider(provider)
    await expect(guarded.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(
      MalformedProviderResponseError,
    )
  })

  test('parameters: no provider (undefined or null) is returned as it is', () => {
    expect(guardProvider(undefined)).toBeUndefined()
    expect(guardProvider(null)).toBeNull()
  })
})
