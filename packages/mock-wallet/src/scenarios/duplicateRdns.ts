import type { WalletScenario } from './walletScenario.ts'

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="#2a7"/></svg>',
)}`
/** Both wallets announce this rdns, each under its own name and uuid. */
const sharedRdns = 'com.example.wallet'

/** Two extensions announce the same rdns through EIP-6963: 'Alpha Wallet' (the test's) and 'Twin Wallet' (account 1). */
export const duplicateRdns: WalletScenario = {
  issue: 'https://github.com/rainbow-me/rainbowkit/issues/2534',
  report: 'several injected wallets announcing the same rdns break the connect modal',
  arrange({ injection }) {
    injection.addWallet('twin', { account: 1 })
    injection.install('main', {
      as: 'eip6963',
      announce: [{ name: 'Alpha Wallet', rdns: sharedRdns, icon }],
    })
    injection.install('twin', {
      as: 'eip6963',
      announce: [{ name: 'Twin Wallet', rdns: sharedRdns, icon }],
    })
  },
}
