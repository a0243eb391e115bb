// RainbowKit 2 on wagmi 2 and React 18, as its guide sets it up (getDefaultConfig, the guide's
// placeholder WalletConnect project id, RainbowKitProvider, a ConnectButton drawn by the page
// through ConnectButton.Custom): Connect opens RainbowKit's modal, which lists the wallets wagmi
// discovers (EIP-6963, under 'Installed') beside its default wallets; the page uses wagmi's
// hooks. The WalletConnect connector of its default wallets asks WalletConnect's servers, which
// go nowhere here (the scenario script refuses them). Its #app names, for the scenario script, the
// part of RainbowKit's modal that tells the user how a request went; the modal keeps its wallet
// list beside it, so there is no way back to name.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { http, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { Wagmi2Dapp } from '../wagmi2Dapp.js'

const config = getDefaultConfig({
  appName: 'Plaza Social stacks',
  projectId: 'YOUR_PROJECT_ID',
  chains: [mainnet, base],
  transports: {
    [mainnet.id]: http('http://127.0.0.1:8545'),
    [base.id]: http('http://127.0.0.1:8549'),
  },
})

export function mount(root) {
  root.dataset.kitStatus = '[role=dialog] div[style*="text-align: center"]'
  createRoot(root).render(
    h(
      WagmiProvider,
      { config },
      h(
        QueryClientProvider,
        { client: new QueryClient() },
        h(
          RainbowKitProvider,
          null,
          h(ConnectButton.Custom, null, ({ openConnectModal }) =>
            h(Wagmi2Dapp, { onConnect: openConnectModal }),
          ),
        ),
      ),
    ),
  )
}
