import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import { createAppConfig } from '../src/config/wagmi'
import { fakeNodeTransport } from './node/fakeNode'
import { parkAutoConnect } from './parkAutoConnect'
import { type ConnectBehaviour, FakeWallet, type SwitchBehaviour } from './wallet/fakeWallet'
import { testQrWallet, testQrWalletId, testWallet, testWalletId } from './wallet/testWallets'

/** Per-story wallet preset: `parameters: { wallet: { … } }`. */
export type WalletParameters = {
  /** 'connected' connects the Test Wallet before the story renders. Default 'disconnected'. */
  state?: 'disconnected' | 'connected'
  account?: Address
  /** The wallet's chain; an id outside the configured chains is a wrong network. Default 1. */
  chainId?: number
  ensName?: string
  /** A data: URI (stories run offline). */
  ensAvatar?: string
  /** Native balance in wei on every chain. */
  balance?: bigint
  /** How the Test Wallet answers a connection request. Default 'approve'. */
  connect?: ConnectBehaviour
  /** How the Test Wallet answers a chain switch. Default 'approve'. */
  switchChain?: SwitchBehaviour
  /** false: the Test Wallet is not installed (no wallet in the browser). Default true. */
  installed?: boolean
  /** Wallet ids RainbowKit remembers as recently used ('rk-recent'), most recent first. */
  recent?: string[]
}

export type StoryWallet = {
  config: Config
  /** The Test Wallet's EIP-1193 provider. */
  wallet: FakeWallet
  /** The Test QR Wallet's provider: emits a pairing uri, never approves. */
  qrWallet: FakeWallet
  account: Address
  /** Changes on every load, so each story mounts fresh providers. */
  key: string
}

export const defaultAccount: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const pairingUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

let loads = 0

/** Builds the story's app config around fresh fake wallets and a fake node. */
export async function loadStoryWallet(parameters: WalletParameters = {}): Promise<StoryWallet> {
  const account = parameters.account ?? defaultAccount
  const chainId = parameters.chainId ?? 1

  parkAutoConnect()
  // Nothing leaks between stories: wagmi's store, RainbowKit's recent wallets, the query cache.
  window.localStorage.clear()
  if (parameters.recent) window.localStorage.setItem('rk-recent', JSON.stringify(parameters.recent))

  const wallet = new FakeWallet({
    accounts: [account],
    chainId,
    connect: parameters.connect,
    switchChain: parameters.switchChain,
  })
  const qrWallet = new FakeWallet({
    accounts: [account],
    chainId,
    connect: 'pending',
    displayUri: pairingUri,
  })

  const node = {
    balances: { [account]: parameters.balance ?? 0n },
    ensNames: parameters.ensName ? { [account]: parameters.ensName } : {},
    ensAvatars:
      parameters.ensName && parameters.ensAvatar
        ? { [parameters.ensName]: parameters.ensAvatar }
        : {},
  }

  const config = createAppConfig({
    projectId: 'storybook',
    envRpcUrls: {},
    localRpcUrls: {},
    extraWallets: [
      {
        groupName: 'Development',
        wallets: [
          testWallet(wallet, { installed: parameters.installed ?? true }),
          testQrWallet(qrWallet),
        ],
      },
    ],
    transportFor: (chain) => fakeNodeTransport(chain.id, node),
  })

  if (parameters.state === 'connected') {
    const connector = config.connectors.find((c) => c.id === testWalletId)
    if (!connector) throw new Error(`no connector '${testWalletId}' in the story config`)
    // The visitor approved earlier; the story's connect behaviour is for later requests.
    const later = wallet.connectBehaviour
    wallet.connectBehaviour = 'approve'
    await connect(config, { connector })
    wallet.connectBehaviour = later
    // The providers rehydrate wagmi's store on mount: the persisted copy holds connectors
    // without methods, the live state holds the real one.
    window.localStorage.removeItem('wagmi.store')
  }

  loads += 1
  return { config, wallet, qrWallet, account, key: `story-${loads}` }
}

export { testQrWalletId, testWalletId }
