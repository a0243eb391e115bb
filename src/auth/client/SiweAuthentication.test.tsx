import { ConnectButton } from '@rainbow-me/rainbowkit'
import {
  act,
  cleanup,
  fireEvent,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import type { ReactNode } from 'react'
import { type EIP1193Provider, type Hex, hexToString } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createConfig, custom, injected, WagmiProvider } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { mainnet } from 'wagmi/chains'
import { specAppTexts } from '../../../fixtures/spec/appTexts'
import {
  siweOopsError,
  siwePreparingError,
  siweSigningError,
  siweTexts,
  siweVerifyingError,
} from '../../../fixtures/spec/errors'
import { renderWithProviders } from '../../../unit/renderWithProviders'
import { SignInAlert } from '../../components/SignInAlert/SignInAlert'
import { useSignInStatus } from './useSignInStatus'

const account = mnemonicToAccount('test test test test test test test test test test test junk')
const location = { host: 'plaza.test', origin: 'https://plaza.test' }

type Deferred<value> = { promise: Promise<value>; resolve: (value: value) => void }
function deferred<value>(): Deferred<value> {
  let resolve!: (value: value) => void
  const promise = new Promise<value>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** A minimal EIP-1193 wallet whose personal_sign each test scripts. */
function testWallet() {
  let sign: (message: Hex) => Promise<Hex> = (message) =>
    account.signMessage({ message: { raw: message } })
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account.address]
      if (method === 'eth_chainId') return '0x1'
      if (method === 'personal_sign') return sign(params?.[0] as Hex)
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
    },
    on() {},
    removeListener() {},
  } as unknown as EIP1193Provider
  return {
    provider,
    onSign(next: typeof sign) {
      sign = next
    },
  }
}

type Routes = Record<string, (init?: RequestInit) => Promise<Response> | Response>

function signInRoutes(overrides: Routes = {}) {
  const calls: string[] = []
  const routes: Routes = {
    '/api/auth/session': () => Response.json({ authenticated: false }),
    '/api/auth/nonce': () => Response.json({ nonce: 'abcdefgh1234' }),
    '/api/auth/verify': () => Response.json({ authenticated: true }),
    '/api/auth/logout': () => Response.json({ authenticated: false }),
    ...overrides,
  }
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push(url)
    const route = routes[url]
    if (!route) throw new TypeError(`no route ${url}`)
    return route(init)
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

async function renderSignedOut(routes: Routes = {}) {
  const wallet = testWallet()
  const config = createConfig({
    chains: [mainnet],
    connectors: [
      injected({ target: { id: 'test', name: 'Test Wallet', provider: wallet.provider } }),
    ],
    transports: { [mainnet.id]: custom({ request: async () => null }) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const api = signInRoutes(routes)
  renderWithProviders(
    <>
      <ConnectButton />
      <SignInAlert />
    </>,
    { config, auth: { fetch: api.fetch, location } },
  )
  await act(() => connect(config, { connector: config.connectors[0]! }))
  return { config, wallet, api }
}

async function openSignIn() {
  fireEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByText('Verify your account')
  return dialog
}

const signButton = (dialog: HTMLElement) =>
  within(dialog).findByRole('button', { name: 'Sign message' })

describe("'Verify your account' with the app's sign-in adapter", () => {
  test('CON-8, ST-8: idle -> signing -> verifying -> authenticated; the modal closes when verified', async () => {
    const signing = deferred<void>()
    const verifying = deferred<void>()
    const { wallet } = await renderSignedOut({
      '/api/auth/verify': async () => {
        await verifying.promise
        return Response.json({ authenticated: true })
      },
    })
    wallet.onSign(async (message) => {
      await signing.promise
      expect(hexToString(message)).toContain('plaza.test wants you to sign in')
      return account.signMessage({ message: { raw: message } })
    })
    const dialog = await openSignIn()
    fireEvent.click(await signButton(dialog))
    expect(await within(dialog).findByText('Waiting for signature...')).toBeInTheDocument()
    signing.resolve()
    expect(await within(dialog).findByText('Verifying signature...')).toBeInTheDocument()
    verifying.resolve()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument()
  })

  test(`ERR-SIWE: the nonce call fails -> '${siwePreparingError}'`, async () => {
    await renderSignedOut({ '/api/auth/nonce': () => Response.json({}, { status: 500 }) })
    const dialog = await openSignIn()
    expect(await within(dialog).findByText(siwePreparingError)).toBeInTheDocument()
  })

  test(`ERR-SIWE: the wallet fails to sign -> '${siweSigningError}'`, async () => {
    const { wallet } = await renderSignedOut()
    wallet.onSign(async () => {
      throw Object.assign(new Error('Internal error'), { code: -32603 })
    })
    const dialog = await openSignIn()
    fireEvent.click(await signButton(dialog))
    expect(await within(dialog).findByText(siweSigningError)).toBeInTheDocument()
  })

  test('ERR-4001: a rejection (4001) says so (no ERR-SIWE error), ready to retry', async () => {
    const { wallet } = await renderSignedOut()
    wallet.onSign(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    const dialog = await openSignIn()
    fireEvent.click(await signButton(dialog))
    expect(await within(dialog).findByText(specAppTexts.signRejected)).toBeInTheDocument()
    expect(await signButton(dialog)).toBeEnabled()
    for (const text of siweTexts) expect(within(dialog).queryByText(text)).not.toBeInTheDocument()
  })

  test(`ERR-SIWE: the server refuses the signature -> '${siweVerifyingError}'`, async () => {
    await renderSignedOut({
      '/api/auth/verify': () => Response.json({ error: 'signature' }, { status: 401 }),
    })
    const dialog = await openSignIn()
    fireEvent.click(await signButton(dialog))
    expect(await within(dialog).findByText(siweVerifyingError)).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  test("ST-8: another account's session does not sign in the connected one", async () => {
    await renderSignedOut({
      '/api/auth/session': () =>
        Response.json({
          authenticated: true,
          address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          chainId: 1,
        }),
    })
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
  })

  test('ST-8: disconnecting signs out through the logout route', async () => {
    const { config, api } = await renderSignedOut({
      '/api/auth/session': () =>
        Response.json({ authenticated: true, address: account.address, chainId: 1 }),
    })
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument(),
    )
    await act(() => disconnect(config))
    await waitFor(() => expect(api.calls).toContain('/api/auth/logout'))
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
  })
})

describe("ERR-SIWE 'anything else': sign-in calls outside the dialog", () => {
  const signedIn = () =>
    Response.json({ authenticated: true, address: account.address, chainId: 1 })
  const connectButton = () => screen.queryByRole('button', { name: 'Connect Wallet' })

  test(`ERR-SIWE: the session lookup fails: '${siweOopsError}' in an alert, signed out and still able to sign in; Retry looks again`, async () => {
    let failing = true
    const { api } = await renderSignedOut({
      '/api/auth/session': () =>
        failing ? Response.json({}, { status: 500 }) : Response.json({ authenticated: false }),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(siweOopsError)
    expect(alert).toHaveTextContent('We could not check whether you are signed in.')
    // Usable: unauthenticated, so the connect button opens 'Verify your account'.
    await openSignIn()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })

    failing = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(api.calls.filter((url) => url === '/api/auth/session')).toHaveLength(2)
  })

  test(`ERR-SIWE: a malformed session reply (or a network error) is '${siweOopsError}' too; Dismiss hides it`, async () => {
    await renderSignedOut({ '/api/auth/session': () => Response.json({ authenticated: 'yes' }) })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(siweOopsError)
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(connectButton()).toBeInTheDocument()

    cleanup()
    await renderSignedOut({
      '/api/auth/session': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(siweOopsError)
  })

  test(`ERR-SIWE, ST-8: the logout fails: '${siweOopsError}', still signed in (and says so); Retry signs out`, async () => {
    let logoutFails = true
    const { config, api } = await renderSignedOut({
      '/api/auth/session': signedIn,
      '/api/auth/logout': () =>
        logoutFails ? Response.json({}, { status: 503 }) : Response.json({ authenticated: false }),
    })
    await waitFor(() => expect(connectButton()).not.toBeInTheDocument())
    await act(() => disconnect(config))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(siweOopsError)
    expect(alert).toHaveTextContent('Signing out failed: you are still signed in.')
    // Still signed in: connecting the same account again needs no new signature.
    await act(() => connect(config, { connector: config.connectors[0]! }))
    await waitFor(() => expect(connectButton()).not.toBeInTheDocument())

    logoutFails = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(api.calls.filter((url) => url === '/api/auth/logout')).toHaveLength(2)
    // Signed out now: the connected account is asked to verify again.
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
  })

  test('ERR-SIWE: a failed logout while nobody is signed in (closing the sign-in step) shows nothing', async () => {
    const { api } = await renderSignedOut({
      '/api/auth/logout': () => Response.json({}, { status: 503 }),
    })
    const dialog = await openSignIn()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(api.calls).toContain('/api/auth/logout'))
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('ST-8: the sign-in status the session route gives (useSignInStatus)', () => {
  const config = createConfig({
    chains: [mainnet],
    transports: { [mainnet.id]: custom({ request: async () => null }) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config} reconnectOnMount={false}>
      {children}
    </WagmiProvider>
  )
  /** A fetch that answers `/api/auth/session` with `reply` and records what it was asked. */
  const sessionRoute = (reply: () => Response | Promise<Response>) => {
    const calls: [string, RequestInit | undefined][] = []
    const fetch = (async (url: string, init?: RequestInit) => {
      calls.push([url, init])
      return reply()
    }) as typeof globalThis.fetch
    return { fetch, calls }
  }
  const lowercase = account.address.toLowerCase()

  test('ST-8: loading until the route answers, asked without the HTTP cache; any spelling of the address signs in', async () => {
    const answer = deferred<Response>()
    const route = sessionRoute(() => answer.promise)
    const { result } = renderHook(() => useSignInStatus({ fetch: route.fetch }), { wrapper })
    expect(result.current.status).toBe('loading')
    expect(route.calls).toEqual([['/api/auth/session', { cache: 'no-store' }]])
    // Lowercase, and mixed case with a wrong checksum: the server's spelling is not the wallet's.
    const misspelt = `0x${lowercase.slice(2, 10).toUpperCase()}${lowercase.slice(10)}`
    answer.resolve(Response.json({ authenticated: true, address: misspelt, chainId: 1 }))
    await waitFor(() => expect(result.current.status).toBe('authenticated'))
    expect(result.current.error).toBeUndefined()
  })

  test(`ERR-SIWE: a reply without a valid address and chain id, or a failed status, is '${siweOopsError}' and signed out`, async () => {
    const replies: [Response, string][] = [
      [Response.json({ authenticated: true, chainId: 1 }), 'The sign-in session request failed.'],
      [
        Response.json({ authenticated: true, address: 42, chainId: 1 }),
        'The sign-in session request failed.',
      ],
      [
        Response.json({ authenticated: true, address: '0x1234', chainId: 1 }),
        'The sign-in session request failed.',
      ],
      [
        Response.json({ authenticated: true, address: lowercase, chainId: '1' }),
        'The sign-in session request failed.',
      ],
      [
        Response.json({ authenticated: 'true', address: lowercase, chainId: 1 }),
        'The sign-in session request failed.',
      ],
      [Response.json(null), 'The sign-in session request failed.'],
      [
        Response.json({ authenticated: false }, { status: 500 }),
        'The sign-in session request failed with status 500.',
      ],
    ]
    for (const [reply, cause] of replies) {
      const route = sessionRoute(() => reply)
      const { result, unmount } = renderHook(() => useSignInStatus({ fetch: route.fetch }), {
        wrapper,
      })
      await waitFor(() => expect(result.current.error?.step).toBe('session'))
      expect(result.current.status).toBe('unauthenticated')
      expect(result.current.error).toMatchObject({
        shortMessage: siweOopsError,
        cause: { shortMessage: cause },
      })
      unmount()
    }
  })

  test('ST-8: Retry looks again each time it is pressed, and a good answer clears the error', async () => {
    let failing = true
    const route = sessionRoute(() =>
      failing ? Response.json({}, { status: 503 }) : Response.json({ authenticated: false }),
    )
    const { result } = renderHook(() => useSignInStatus({ fetch: route.fetch }), { wrapper })
    await waitFor(() => expect(result.current.error?.step).toBe('session'))
    act(() => result.current.retry())
    await waitFor(() => expect(route.calls).toHaveLength(2))
    failing = false
    act(() => result.current.retry())
    await waitFor(() => expect(route.calls).toHaveLength(3))
    await waitFor(() => expect(result.current.error).toBeUndefined())
    expect(result.current.status).toBe('unauthenticated')
  })

  test("ST-8: an answer from a route the app no longer asks is ignored (another api's session wins)", async () => {
    const stale = deferred<Response>()
    const staleFailure = deferred<Response>()
    const routes: Record<string, () => Promise<Response> | Response> = {
      '/old/session': () => stale.promise,
      '/older/session': () => staleFailure.promise,
      '/new/session': () => Response.json({ authenticated: false }),
    }
    const fetch = (async (url: string) => routes[url]!()) as typeof globalThis.fetch
    const { result, rerender } = renderHook(
      ({ api }: { api: string }) => useSignInStatus({ api, fetch }),
      { wrapper, initialProps: { api: '/old' } },
    )
    rerender({ api: '/older' })
    rerender({ api: '/new' })
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'))
    stale.resolve(Response.json({ authenticated: true, address: account.address, chainId: 1 }))
    staleFailure.resolve(Response.json({}, { status: 500 }))
    await act(() => new Promise((done) => setTimeout(done, 20)))
    expect(result.current.status).toBe('unauthenticated')
    expect(result.current.error).toBeUndefined()
  })
})
