// ConnectKit on wagmi 2 and React 18, as its guide sets it up (getDefaultConfig): Connect opens
// ConnectKit's modal, which lists the wallets wagmi discovers (EIP-6963) beside its defaults; the
// page uses wagmi's hooks. No WalletConnect project id, so no WalletConnect connector: the
// injected wallet needs none. The Aave account connector ConnectKit adds by default asks
// app.family.co, which goes nowhere here (the scenario script refuses it). Its #app names, for
// the scenario script, the line of ConnectKit's modal that tells the user how a request went and
// the way back to its wallet list.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitProvider, getDefaultConfig, useModal } from 'connectkit'
import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { Wagmi2Dapp } from '../wagmi2Dapp.js'

/** The page, ConnectKit's modal opened on Connect. */
function Dapp() {
  const modal = useModal()
  return h(Wagmi2Dapp, { onConnect: () => modal.setOpen(true) })
}

const config = createConfig(
  getDefaultConfig({
    appName: 'Plaza Social stacks',
    walletConnectProjectId: '',
    chains: [mainnet, base],
    transports: {
      [mainnet.id]: http('http://127.0.0.1:8545'),
      [base.id]: http('http://127.0.0.1:8549'),
    },
  }),
)

export function mount(root) {
  root.dataset.kitStatus = '[role=dialog] div:has(> h1)'
  root.dataset.kitBack = 'role=button[name="Back"]'
  createRoot(root).render(
    h(
      WagmiProvider,
      { config },
      h(QueryClientProvider, { client: new QueryClient() }, h(ConnectKitProvider, null, h(Dapp))),
    ),
  )
}
