/**
 * Every business constant and limit of the spec (§1, §9), in one typed module.
 * The rest of the app imports from here; tests compare it with `fixtures/spec/`.
 */

/** App name shown to wallets: '{product} Social'. */
export const defaultProductName = 'Plaza'
export const appNameSuffix = 'Social'

/** Ids of the supported chains, in spec order. */
export const supportedChainIds = [
  1, 137, 10, 42161, 8453, 7777777, 43114, 56, 250, 80001, 1101,
] as const
export type SupportedChainId = (typeof supportedChainIds)[number]

/** Name of the wallet group every configured wallet is listed in. */
export const popularGroupName = 'Popular'

/** The connect modal size; auto-connect on a reload. */
export const modalSize = 'compact'
export const autoConnect = true

/** Node JSON-RPC. */
export const rpcTimeoutMs = 10_000
export const pollingIntervalMs = 4_000
export const baseFeeMultiplier = 1.2
export const multicallBatchSize = 1024
/** Shown while the node cannot give the connected account's balance (down or timing out). */
export const balanceUnavailableText = 'Balance unavailable: the network is not responding.'

/** Query cache (TanStack Query), persisted in local storage. */
export const queryCacheMs = 86_400_000
export const queryRetries = 0
export const queryNetworkMode = 'offlineFirst'
export const refetchOnWindowFocus = false
export const queryPersistKey = 'plaza.query-cache'

/** Limits of the wallet kit. */
export const maxGetWallets = { desktop: 5, mobile: 3 } as const
export const maxRecentWallets = 3
export const maxStoredTransactions = 10
export const connectModalMaxHeight = { regular: 504, compact: 468 } as const
export const qrErrorCorrectionLevel = 'M'
export const confettiMaxParticles = 35
export const copiedFeedbackMs = 1_500

/** The sample WalletConnect project id that only earns a warning. */
export const placeholderProjectId = 'YOUR_PROJECT_ID'

/** RainbowKit's label of the connect button (en_US), also drawn by the app's stand-in before the kit loads. */
export const connectWalletLabel = 'Connect Wallet'
