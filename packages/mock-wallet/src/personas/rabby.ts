import type { WalletPersona } from './walletPersona.ts'

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="#7084ff"/><text x="48" y="64" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">R</text></svg>',
)}`

/** Rabby, as the default wallet of the browser. */
export const rabby: WalletPersona = {
  identity: { name: 'Rabby Wallet', rdns: 'io.rabby', icon },
  // Rabby says it is MetaMask too, so dapps that look for MetaMask find it.
  flags: { isRabby: true, isMetaMask: true },
  install: 'both',
  differences: [
    {
      what: 'takes over `window.ethereum` as the default wallet, so a dapp asking for MetaMask gets Rabby',
      source: 'https://github.com/rainbow-me/rainbowkit/issues/1182',
    },
    {
      what: 'sets `isRabby` and `isMetaMask` on the provider it injects',
      source: 'https://github.com/RabbyHub/Rabby/issues/1582',
    },
  ],
}
