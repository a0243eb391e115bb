import type { Hex } from 'viem'
import type { MockWallet } from './createMockWallet.ts'
import { DuplicateWalletError, UnknownWalletError } from './errors.ts'
import { type InstallOptions, installMockWallet } from './install.ts'
import type { MockWalletMode } from './options.ts'

/** The id of the wallet a page was started with, among the wallets of `createInjection`. */
export const mainWalletId = 'main'

/** Another wallet in the same page: the same chains and nodes, its own accounts, state and log. */
export type OtherWalletOptions = {
  /** The account it selects (an index into its keys); default 0. */
  account?: number
  /** Its keys; default: anvil's test keys. */
  privateKeys?: readonly Hex[]
  /** Default 'auto', whatever the main wallet's mode. */
  mode?: MockWalletMode
}

export type InjectionOptions = {
  namespace?: string
  /** Makes another wallet on the main wallet's chains and nodes, remembering its state under its id. */
  createWallet: (id: string, options: OtherWalletOptions) => MockWallet
}

/**
 * What extensions do to a page, on demand: the hostile and messy cases of EIP-1193 injection
 * and EIP-6963 discovery. A page may hold several wallets (`addWallet`), each installed at
 * any time (`install`): announcing late (after the app asked), announcing an rdns or uuid
 * another wallet already uses, an icon that is no data URI or carries a script, or taking
 * `window.ethereum` from the wallet installed before it. Every method takes and returns JSON
 * (except `wallet`), so a Playwright handle can call it in the page.
 */
export function createInjection(
  target: Window,
  main: MockWallet,
  { namespace, createWallet }: InjectionOptions,
) {
  const wallets = new Map<string, MockWallet>([[mainWalletId, main]])
  let requests = 0
  target.addEventListener('eip6963:requestProvider', () => {
    requests += 1
  })
  const walletOf = (id: string) => {
    const wallet = wallets.get(id)
    if (!wallet) throw new UnknownWalletError(id, [...wallets.keys()])
    return wallet
  }

  return {
    /** Adds another wallet to the page, known by `id` (not installed yet: see `install`). */
    addWallet(id: string, options: OtherWalletOptions = {}) {
      if (wallets.has(id)) throw new DuplicateWalletError(id)
      const wallet = createWallet(id, options)
      // A wallet that remembers its state keeps the account its user selected since.
      if (options.account && !wallet.snapshot().permitted) wallet.switchAccount(options.account)
      wallets.set(id, wallet)
    },
    /**
     * Installs a wallet now, as an extension injecting late would: 'injected' takes
     * `window.ethereum` (from whichever wallet held it), 'eip6963' announces at once and
     * answers every later request.
     */
    install(id: string, options: Omit<InstallOptions, 'namespace' | 'instance'> = {}) {
      installMockWallet(target, walletOf(id), {
        ...options,
        namespace,
        instance: id === mainWalletId ? undefined : id,
      })
    },
    /** The ids of the page's wallets, the main one first. */
    walletIds: () => [...wallets.keys()],
    /** Which wallet `window.ethereum` belongs to: an id, 'unknown' for a provider none of them put there, or null. */
    ethereumOwner(): string | null {
      const ethereum: unknown = Reflect.get(target, 'ethereum')
      if (typeof ethereum !== 'object' || ethereum === null) return null
      const request: unknown = Reflect.get(ethereum, 'request')
      for (const [id, wallet] of wallets) if (wallet.provider.request === request) return id
      return 'unknown'
    },
    /** How many times the page asked wallets to announce themselves (`eip6963:requestProvider`). */
    requestsSeen: () => requests,
    /** A wallet of the page, by id (in the page only: the object is not JSON). */
    wallet: walletOf,
  }
}

export type MockWalletInjection = ReturnType<typeof createInjection>
