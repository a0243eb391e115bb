import { walletPresets } from '../core/walletPresets.ts'
import type { WalletPersona } from './walletPersona.ts'

/** Coinbase Smart Wallet (Base Account), reached through the Coinbase Wallet SDK. */
export const coinbaseSmartWallet: WalletPersona = {
  identity: walletPresets.coinbase,
  flags: { isCoinbaseWallet: true },
  install: 'eip6963',
  atomic: 'supported',
  capabilities: { paymasterService: { supported: true } },
  differences: [
    {
      what: 'a smart account: EIP-5792 atomic status `supported` on every chain it knows',
      source:
        'https://docs.base.org/base-account/reference/core/provider-rpc-methods/wallet_getCapabilities',
    },
    {
      what: '`paymasterService` reported as supported (gasless calls); `auxiliaryFunds` not reported (disabled)',
      source:
        'https://docs.cdp.coinbase.com/coinbase-wallet/reference/core/capabilities/auxiliaryFunds.md',
    },
  ],
}
