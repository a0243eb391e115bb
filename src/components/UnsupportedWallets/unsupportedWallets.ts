/** ERR-UNSUPPORTED: the suffix RainbowKit 2.2.11 gives a tile of a wallet that is not ready. */
const unsupportedSuffix = '(unsupported)'

/** 'Safe' → 'Safe (unsupported)'. */
export const unsupportedLabel = (name: string) => `${name} ${unsupportedSuffix}`

type WalletLike = { ready?: boolean; extensionDownloadUrl?: string }

/**
 * Whether RainbowKit 2.2.11 leaves a wallet out of its list: the phone sheet lists ready wallets
 * only (`MobileOptions`), the desktop list also those with an extension to install, which lead
 * to its install steps (`DesktopOptions`).
 */
export const leftOutOfList = (wallet: WalletLike, phone: boolean) =>
  !wallet.ready && (phone || !wallet.extensionDownloadUrl)

type RainbowKitDetails = {
  id?: string
  isRainbowKitConnector?: boolean
  isWalletConnectModalConnector?: boolean
}
type ConnectorLike = { id: string; rkDetails?: unknown }

/**
 * The wallet ids of the wallets the app lists through RainbowKit (`connectorsForWallets` puts
 * them in `rkDetails`; e.g. wagmi's 'coinbaseWalletSDK' is RainbowKit's 'coinbase'), once
 * each, in list order. Wallets found by EIP-6963 are installed by definition and left out.
 */
export function rainbowKitWalletIds(connectors: readonly ConnectorLike[]): string[] {
  const ids = connectors.flatMap((connector) => {
    const details = connector.rkDetails as RainbowKitDetails | undefined
    if (!details?.isRainbowKitConnector || details.isWalletConnectModalConnector) return []
    return [details.id ?? connector.id]
  })
  return [...new Set(ids)]
}

type NavigatorLike = Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>

/**
 * RainbowKit's own test for its phone sheet (`isMobile()`: Android, iPhone/iPod or an iPad,
 * including iPadOS posing as a Mac), so the app's additions appear exactly where the sheet does.
 */
export function isPhoneSheet(navigator: NavigatorLike | undefined): boolean {
  if (!navigator) return false
  const { userAgent, platform, maxTouchPoints } = navigator
  return (
    /android/i.test(userAgent) ||
    /iPhone|iPod|iPad/.test(userAgent) ||
    (platform === 'MacIntel' && maxTouchPoints > 1)
  )
}
