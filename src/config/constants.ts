/**
 * Every business constant and limit of the spec (§1, §9), in one typed module.
 * The app code that implements each one imports it from here (`npm run knip` fails on one it
 * does not); tests take what they expect from `fixtures/spec/`, never from here. The chains, in
 * spec order, are `chains.ts`; the limits RainbowKit implements itself are listed at the end.
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

/** Stored non-pending transactions (RainbowKit alone keeps 11). */
export const maxStoredTransactions = 10

/** The sample WalletConnect project id that only earns a warning. */
export const placeholderProjectId = 'YOUR_PROJECT_ID'

/** RainbowKit's label of the connect button (en_US), also drawn by the app's stand-in before the kit loads. */
export const connectWalletLabel = 'Connect Wallet'

/*
 * The spec's other limits are RainbowKit 2.2.11's own values, which the app leaves as they are
 * (files of rainbow-me/rainbowkit's packages/rainbowkit/src/); src/config/rainbowKitLimits.test.ts
 * fails when an upgrade changes one:
 * - 'Get a Wallet' lists at most 5 on desktop, 3 on a phone: components/ConnectOptions/
 *   ConnectDetails.tsx (GetDetail) and MobileOptions.tsx;
 * - at most 3 recent wallets: wallets/useWalletConnectors.ts (MAX_RECENT_WALLETS);
 * - the connect modal at most 504 px high, 468 compact: components/ConnectOptions/DesktopOptions.tsx;
 * - QR codes at error correction level M: components/QRCode/QRCode.tsx (ecc 'medium');
 * - at most 35 confetti particles: components/RainbowKitProvider/useCoolMode.ts;
 * - 'Copied!' for 1.5 s: components/ProfileDetails/ProfileDetails.tsx.
 */
