import type { WalletPersona } from './walletPersona.ts'

const icon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="#555"/><text x="48" y="64" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">10</text></svg>',
)}`

/** A wallet that writes chain ids as decimal strings ('1', not '0x1'), against EIP-1193. */
export const decimalChainIds: WalletPersona = {
  identity: { name: 'Decimal Wallet', rdns: 'mockwallet.decimal', icon },
  install: 'injected',
  chainIds: 'decimal',
  differences: [
    {
      what: '`eth_chainId` answers a decimal string (Taho before its fix)',
      source: 'https://github.com/tahowallet/extension/issues/1242',
    },
    {
      what: "`eth_chainId` not in EIP-1193's hex (the Coinbase Wallet SDK before its fix)",
      source: 'https://github.com/coinbase/coinbase-wallet-sdk/pull/1310',
    },
  ],
}
