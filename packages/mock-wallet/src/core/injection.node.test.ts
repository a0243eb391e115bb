import { describe, expect, test } from 'vitest'
import { createMockWallet } from './createMockWallet.ts'
import { DuplicateWalletError, UnknownWalletError } from './errors.ts'
import { createInjection, mainWalletId } from './injection.ts'
import type { Eip6963Info } from './walletPresets.ts'

const chains = [{ id: 1, name: 'Ethereum', rpcUrl: '' }]

/** A window stand-in: events plus the `ethereum` slot. */
const fakeWindow = () =>
  new EventTarget() as unknown as Window & { ethereum?: Record<string, unknown> }

/** A page with the main wallet and the injection controls, as the browser bundle sets them up. */
function page() {
  const target = fakeWindow()
  const main = createMockWallet({ chains })
  const injection = createInjection(target, main, {
    createWallet: (_id, options) => createMockWallet({ chains, ...options }),
  })
  return { target, main, injection }
}

type Announced = { info: Eip6963Info; provider: { request: (a: unknown) => Promise<unknown> } }

/** Announcements from now on (without asking). */
function watch(target: Window) {
  const seen: Announced[] = []
  target.addEventListener('eip6963:announceProvider', (event) =>
    seen.push((event as CustomEvent).detail),
  )
  return seen
}

const ask = (target: Window) => target.dispatchEvent(new Event('eip6963:requestProvider'))

describe('several wallets in a page, injected at any time', () => {
  test('addWallet: another wallet with its own account and state; install: announced late, after the app asked', async () => {
    const { target, injection } = page()
    const seen = watch(target)
    ask(target)
    expect(injection.requestsSeen()).toBe(1)
    expect(seen).toEqual([])

    injection.addWallet('rogue', { account: 2 })
    injection.install('rogue', { as: 'eip6963', announce: ['brave'] })
    expect(seen.map((detail) => detail.info.name)).toEqual(['Brave Wallet'])
    const announced = seen[0]
    if (!announced) throw new Error('no announcement')
    const [rogue] = (await announced.provider.request({
      method: 'eth_requestAccounts',
    })) as string[]
    expect(rogue).toBe(injection.wallet('rogue').snapshot().selectedAccount)
    expect(rogue).not.toBe(injection.wallet(mainWalletId).snapshot().selectedAccount)
    expect(injection.wallet(mainWalletId).log()).toEqual([])
    // Installed wallets answer every later request.
    ask(target)
    expect(seen).toHaveLength(2)
    expect(injection.walletIds()).toEqual(['main', 'rogue'])
  })

  test('two wallets announcing the same rdns stay two (distinct uuids); an explicit uuid duplicates one on purpose', () => {
    const { target, injection } = page()
    injection.addWallet('twin')
    injection.addWallet('squatter')
    const seen = watch(target)
    injection.install(mainWalletId, { as: 'eip6963', announce: ['metaMask'] })
    injection.install('twin', { as: 'eip6963', announce: ['metaMask'] })
    const uuid = seen[0]?.info.uuid
    injection.install('squatter', {
      as: 'eip6963',
      announce: [{ name: 'Not MetaMask', rdns: 'com.example.squat', icon: 'data:,', uuid }],
    })
    const [main, twin, squatter] = seen
    expect(twin?.info.rdns).toBe(main?.info.rdns)
    expect(twin?.info.uuid).not.toBe(main?.info.uuid)
    expect(squatter?.info.uuid).toBe(main?.info.uuid)
  })

  test('hostile icons are announced exactly as scripted (the package attacks; the app must refuse)', () => {
    const { target, injection } = page()
    const seen = watch(target)
    const icons = [
      'javascript:alert(1)',
      'http://icons.example.test/wallet.svg',
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    ]
    injection.install(mainWalletId, {
      as: 'eip6963',
      announce: icons.map((icon, index) => ({
        name: `Icon ${index}`,
        rdns: `test.icon${index}`,
        icon,
      })),
    })
    expect(seen.map((detail) => detail.info.icon)).toEqual(icons)
  })

  test("'injected' later takes window.ethereum from the wallet before it; ethereumOwner tells whose it is", () => {
    const { target, injection } = page()
    expect(injection.ethereumOwner()).toBeNull()
    injection.install(mainWalletId, { as: 'injected' })
    expect(injection.ethereumOwner()).toBe('main')
    injection.addWallet('rogue')
    injection.install('rogue', { as: 'injected', flags: { isRogue: true } })
    expect(injection.ethereumOwner()).toBe('rogue')
    expect(target.ethereum?.isRogue).toBe(true)
    target.ethereum = { request: async () => null }
    expect(injection.ethereumOwner()).toBe('unknown')
  })

  test('behavior: an unknown or reused wallet id is a clear error', () => {
    const { injection } = page()
    expect(() => injection.install('nobody', { as: 'injected' })).toThrow(UnknownWalletError)
    expect(() => injection.install('nobody')).toThrow("The page holds no mock wallet 'nobody'.")
    injection.addWallet('rogue')
    expect(() => injection.addWallet('rogue')).toThrow(DuplicateWalletError)
    expect(() => injection.addWallet(mainWalletId)).toThrow(DuplicateWalletError)
  })
})
