import { createMockWallet, type MockWallet, type Outcome } from '@plaza-social/mock-wallet'
import { testWallet, testWalletDetails, testWalletQr } from '@plaza-social/mock-wallet/rainbowkit'
import type { WalletList } from '@rainbow-me/rainbowkit'
import { type Address, type Hex, numberToHex } from 'viem'
import type { Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import { specChains } from '../fixtures/spec/chains'
import { createAppConfig } from '../src/config/wagmi'
import { getWalletSamplesGroup } from '../src/dev/getWalletSamples'
import { testWalletConnector } from '../src/dev/mockWallet/appConnector'
import { appWalletNamespace } from '../src/dev/mockWallet/appWalletNamespace'
import { developmentGroupName } from '../src/dev/mockWallet/developmentWallets'
import { applyColorScheme, type ColorScheme } from './colorScheme'
import { keepLinksInPage } from './externalLinks'
import { type FakeNodeState, type FakeTransactionStatus, fakeNodeTransport } from './node/fakeNode'

export const testWalletId = testWalletDetails.plain.id
export const testWalletQrId = testWalletDetails.qr.id

/** How the Test Wallet answers the app's requests. */
type ConnectBehaviour = 'approve' | 'reject' | 'pending'
/** 'unsupported': the wallet cannot switch networks from the app (4200, CHN-4). */
type SwitchBehaviour = 'approve' | 'reject' | 'pending' | 'fail' | 'unsupported'
/** How the Test Wallet answers a sign-in message ('personal_sign'). */
type SignBehaviour = 'approve' | 'reject' | 'pending' | 'fail'

/** Per-story wallet preset: `parameters: { wallet: { … } }`. */
export type WalletParameters = {
  /** 'connected' connects the Test Wallet before the story renders. Default 'disconnected'. */
  state?: 'disconnected' | 'connected'
  /** The wallet's chain; an id outside the configured chains is a wrong network. Default 1. */
  chainId?: number
  ensName?: string
  /** A data: URI (stories run offline). */
  ensAvatar?: string
  /** Native balance in wei on every chain. */
  balance?: bigint
  /** What the wallet does with the next connection request. Default 'approve'. */
  connect?: ConnectBehaviour
  /** What the wallet does with the next chain switch. Default 'approve'. */
  switchChain?: SwitchBehaviour
  /** What the wallet does with the next message to sign (sign-in). Default 'approve'. */
  signMessage?: SignBehaviour
  /** false: the Test Wallet extension is not installed (listed with a download; no provider). */
  installed?: boolean
  /** Wallet ids RainbowKit remembers as recently used ('rk-recent'), most recent first. */
  recent?: string[]
  /** The visitor's `prefers-color-scheme`. Default 'light'. */
  colorScheme?: ColorScheme
  /** 'phone': RainbowKit's mobile layout (it reads the user agent); pair with a phone viewport. */
  device?: 'desktop' | 'phone'
  /** 'getWalletSamples': real wallets with downloads before 'Popular', so the GET caps bind (LIM-GET). */
  leadingWallets?: 'getWalletSamples'
  /**
   * Transactions the fake node knows (oldest first), each with a hash made up for the story:
   * 'success' / 'reverted' have a receipt, 'pending' none. The story adds them to the recent
   * list itself (storybook/stories/AddTransactions.tsx).
   */
  transactions?: { description: string; status: FakeTransactionStatus }[]
}

export type StoryTransaction = { hash: Hex; description: string; status: FakeTransactionStatus }

export type StoryWallet = {
  config: Config
  /** The mock wallet (@plaza-social/mock-wallet) behind 'Test Wallet' and 'Test Wallet (QR)'. */
  wallet: MockWallet
  account: Address
  /** `parameters.wallet.transactions` with their hashes, oldest first. */
  transactions: StoryTransaction[]
  /** What the fake node knows; a play function may change it (e.g. settle a transaction). */
  node: FakeNodeState
  /** Changes on every load, so each story mounts fresh providers. */
  key: string
}

let loads = 0

const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

/** RainbowKit picks its mobile sheet by user agent (isMobile()), not by width. */
function emulateDevice(device: 'desktop' | 'phone') {
  if (device === 'phone')
    Object.defineProperty(window.navigator, 'userAgent', {
      configurable: true,
      get: () => phoneUserAgent,
    })
  // Removing the own property brings the browser's own user agent back.
  else Reflect.deleteProperty(window.navigator, 'userAgent')
}

export const notInstalledExtensionUrl = 'https://chromewebstore.google.com/detail/test-wallet'

/**
 * The 'Development' group as the app shows it with the mock wallet on: the package's
 * 'Test Wallet' and 'Test Wallet (QR)' with the app's connector, wired straight to this
 * story's wallet. Not installed: a browser extension the visitor can still get.
 */
function developmentGroup(wallet: () => MockWallet | undefined, installed: boolean): WalletList {
  const connector = ({ qr }: { qr: boolean }) => testWalletConnector({ wallet, qr })
  const download = { chrome: notInstalledExtensionUrl, browserExtension: notInstalledExtensionUrl }
  return [
    {
      groupName: developmentGroupName,
      wallets: [
        testWallet({ connector, installed, ...(installed ? {} : { downloadUrls: download }) }),
        testWalletQr({ connector }),
      ],
    },
  ]
}

/** The mock wallet's outcome for each behaviour ('hang' holds the prompt for the play function). */
const scripted = {
  reject: { type: 'reject' },
  pending: { type: 'hang' },
  fail: { type: 'fail' },
  unsupported: { type: 'unsupported' },
} as const satisfies Record<string, Outcome>

/** Builds the story's app config around a fresh mock wallet and a fake node. */
export async function loadStoryWallet(parameters: WalletParameters = {}): Promise<StoryWallet> {
  keepLinksInPage()
  emulateDevice(parameters.device ?? 'desktop')
  await applyColorScheme(parameters.colorScheme ?? 'light')
  // Nothing leaks between stories: RainbowKit's recent wallets and transactions.
  window.localStorage.clear()
  if (parameters.recent) window.localStorage.setItem('rk-recent', JSON.stringify(parameters.recent))

  const chainId = parameters.chainId ?? 1
  const supported = specChains.some((chain) => chain.id === chainId)
  const wallet = createMockWallet({
    namespace: appWalletNamespace,
    chains: specChains.map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: 'http://fake-node.invalid',
      nativeCurrency: { name: chain.symbol, symbol: chain.symbol, decimals: 18 },
    })),
    chainId,
    ...(supported ? {} : { unsupportedChain: { id: chainId, name: 'Unsupported', rpcUrl: '' } }),
    // The wallet never needs a node in stories; fail loudly if it tries.
    fetch: async () => {
      throw new Error('stories run without nodes')
    },
  })
  const account = wallet.snapshot().selectedAccount

  const transactions = (parameters.transactions ?? []).map((transaction, index) => ({
    ...transaction,
    // Unique per load: RainbowKit keeps one transaction store (and its receipt watchers by
    // hash) for the page, across stories.
    hash: numberToHex((loads + 1) * 1000 + index + 1, { size: 32 }),
  }))
  const node: FakeNodeState = {
    from: account,
    transactions: Object.fromEntries(transactions.map(({ hash, status }) => [hash, status])),
    balances: { [account]: parameters.balance ?? 0n },
    ensNames: parameters.ensName ? { [account]: parameters.ensName } : {},
    ensAvatars:
      parameters.ensName && parameters.ensAvatar
        ? { [parameters.ensName]: parameters.ensAvatar }
        : {},
  }

  const installed = parameters.installed ?? true
  const config = createAppConfig({
    projectId: 'storybook',
    envRpcUrls: {},
    localRpcUrls: {},
    extraWallets: developmentGroup(() => (installed ? wallet : undefined), installed),
    leadingWallets: parameters.leadingWallets ? [getWalletSamplesGroup] : undefined,
    transportFor: (chain) => fakeNodeTransport(chain.id, node),
    // The story sets the wallet state (below): nothing stored reconnects or disconnects it.
    storage: null,
  })

  if (parameters.state === 'connected') {
    const connector = config.connectors.find((c) => c.id === testWalletId)
    if (!connector) throw new Error(`no connector '${testWalletId}' in the story config`)
    await connect(config, { connector })
  }
  if (parameters.connect && parameters.connect !== 'approve')
    wallet.script('connect', scripted[parameters.connect])
  if (parameters.switchChain && parameters.switchChain !== 'approve')
    wallet.script('wallet_switchEthereumChain', scripted[parameters.switchChain])
  if (parameters.signMessage && parameters.signMessage !== 'approve')
    wallet.script('personal_sign', scripted[parameters.signMessage])

  loads += 1
  return { config, wallet, account, transactions, node, key: `story-${loads}` }
}
