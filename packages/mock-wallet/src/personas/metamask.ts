import { walletPresets } from '../core/walletPresets.ts'
import type { WalletPersona } from './walletPersona.ts'

/** MetaMask's extension. */
export const metamask: WalletPersona = {
  identity: walletPresets.metaMask,
  // Announced only: a window.ethereum with isMetaMask sends RainbowKit to the MetaMask SDK,
  // which looks for the real extension.
  flags: { isMetaMask: true },
  install: 'eip6963',
  atomic: 'ready',
  checksAddedChainId: true,
  differences: [
    {
      what: 'announces `io.metamask` through EIP-6963, its provider flagged `isMetaMask`',
      source: 'https://docs.metamask.io/wallet/concepts/wallet-interoperability/',
    },
    {
      what: "`wallet_addEthereumChain` compares the chain id with the node's `eth_chainId` and refuses a mismatch",
      source:
        'https://docs.metamask.io/metamask-connect/evm/reference/json-rpc-api/wallet_addEthereumChain.md',
    },
    {
      what: 'EIP-5792 atomic status `ready`: the account is upgraded (EIP-7702) with the first atomic batch the user approves',
      source: 'https://docs.metamask.io/wallet/how-to/send-transactions/send-batch-transactions',
    },
  ],
}
