import type { MockWallet } from './createMockWallet.ts'
import { defaultNamespace, mockWalletNames } from './namespace.ts'
import type { MockEip1193Provider } from './rpcSchema.ts'
import { type Eip6963Info, type WalletPresetName, walletPresets } from './walletPresets.ts'

export type InstallOptions = {
  /**
   * 'injected': window.ethereum (the 'Browser Wallet'); 'eip6963': announcements only;
   * 'both'; 'app': reachable only through the app's own connector (the page global);
   * 'none': no wallet installed.
   */
  as?: 'injected' | 'eip6963' | 'both' | 'app' | 'none'
  /** Flags set on window.ethereum, e.g. { isBraveWallet: true }. (isMetaMask routes RainbowKit to the MetaMask SDK.) */
  flags?: Record<string, boolean>
  /** Wallets to announce through EIP-6963: preset names or full infos; default: the Test Wallet. */
  announce?: readonly (WalletPresetName | (Omit<Eip6963Info, 'uuid'> & { uuid?: string }))[]
  /** How the wallet announces itself (preset 'testWallet'); default rdns 'mockwallet.<namespace>'. */
  identity?: Partial<Omit<Eip6963Info, 'uuid'>>
  /** The wallet's namespace: the provider flag `is<Namespace>MockWallet`. */
  namespace?: string
  /**
   * Which wallet this is when a page holds several (see createInjection): seeds the uuids of
   * its announcements, so two wallets announcing the same rdns stay two wallets. An announced
   * entry's own `uuid` wins (e.g. a duplicate uuid on purpose).
   */
  instance?: string
}

/** A provider view carrying impersonation flags; it shares the wallet's state and events. */
function providerView(
  provider: MockEip1193Provider,
  flags: Record<string, boolean>,
): MockEip1193Provider & Record<string, unknown> {
  return Object.freeze({
    ...flags,
    request: provider.request,
    on: provider.on,
    once: provider.once,
    removeListener: provider.removeListener,
    off: provider.off,
  })
}

/** A stable uuid per rdns (and wallet instance), so a reload announces the same wallet. */
const uuidFor = (rdns: string, instance?: string) =>
  `00000000-0000-4000-8000-${[...(instance === undefined ? rdns : `${instance}/${rdns}`)]
    .reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 0xffffffffffff, 7)
    .toString(16)
    .padStart(12, '0')}`

/**
 * Puts the wallet in a window, as an extension would: window.ethereum and/or EIP-6963
 * announcements (answering every later `eip6963:requestProvider`). Returns a function
 * that removes it.
 */
export function installMockWallet(
  target: Window,
  wallet: MockWallet,
  options: InstallOptions = {},
) {
  const as = options.as ?? 'injected'
  if (as === 'none' || as === 'app') return () => {}
  const namespace = options.namespace
  const ownFlag = { [mockWalletNames(namespace).providerFlag]: true }
  const host = target as Window & { ethereum?: unknown }
  if (as === 'injected' || as === 'both')
    Object.defineProperty(host, 'ethereum', {
      value: providerView(wallet.provider, { ...options.flags, ...ownFlag }),
      configurable: true,
      writable: true,
    })
  if (as === 'injected') return () => delete host.ethereum

  const ownInfo = {
    ...walletPresets.testWallet,
    rdns: `mockwallet.${namespace ?? defaultNamespace}`,
    ...options.identity,
  }
  const details = (options.announce ?? ['testWallet']).map((entry) => {
    const info =
      entry === 'testWallet' ? ownInfo : typeof entry === 'string' ? walletPresets[entry] : entry
    const flags: Record<string, boolean> = info.rdns === 'io.metamask' ? { isMetaMask: true } : {}
    return Object.freeze({
      info: Object.freeze({ uuid: uuidFor(info.rdns, options.instance), ...info }),
      provider: providerView(wallet.provider, { ...flags, ...ownFlag }),
    })
  })
  const announce = () => {
    for (const detail of details)
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => {
    target.removeEventListener('eip6963:requestProvider', announce)
    delete host.ethereum
  }
}
