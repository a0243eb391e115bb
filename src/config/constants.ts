/**
 * Every business constant and limit of the spec (§1, §9), in one typed module.
 * The app code that implements each one imports it from here (`npm run knip` fails on one it
 * does not); tests take what they expect from `fixtures/spec/`, never from here. The chains, in
 * spec order, are `chains.ts`.
 */

/** App name shown to wallets: '{product} Social'. */
export const defaultProductName = 'Plaza'
export const appNameSuffix = 'Social'

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
export const qrErrorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' = 'M'
export const confettiMaxParticles = 35
export const copiedFeedbackMs = 1_500

/** The sample WalletConnect project id that only earns a warning. */
export const placeholderProjectId = 'YOUR_PROJECT_ID'

/** RainbowKit's label of the connect button (en_US), also drawn by the app's stand-in before the kit loads. */
export const connectWalletLabel = 'Connect Wallet'
