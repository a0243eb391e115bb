/** EIP-6963 provider info (name, icon data URI, rdns, uuid). */
export type Eip6963Info = { uuid: string; name: string; icon: string; rdns: string }

const icon = (background: string, letter: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="${background}"/><text x="48" y="64" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  )}`

export const testWalletColor = '#7b3fe4'

/** The Test Wallet's icon: the EIP-6963 announcement's and the RainbowKit wallet object's. */
export const testWalletIcon = icon(testWalletColor, 'T')

/** Wallets the mock can impersonate through EIP-6963, keyed by a short name. */
export const walletPresets = {
  metaMask: { name: 'MetaMask', rdns: 'io.metamask', icon: icon('#f6851b', 'M') },
  brave: { name: 'Brave Wallet', rdns: 'com.brave.wallet', icon: icon('#fb542b', 'B') },
  coinbase: { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet', icon: icon('#0052ff', 'C') },
  rainbow: { name: 'Rainbow', rdns: 'me.rainbow', icon: icon('#001e59', 'R') },
  /** The mock as itself; its rdns follows the namespace unless `identity` says otherwise. */
  testWallet: { name: 'Test Wallet', rdns: 'mockwallet.test', icon: testWalletIcon },
} as const satisfies Record<string, Omit<Eip6963Info, 'uuid'>>

export type WalletPresetName = keyof typeof walletPresets
