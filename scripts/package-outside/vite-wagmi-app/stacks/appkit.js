// Reown AppKit with its wagmi adapter, as its React quick start sets it up: Connect opens AppKit's
// modal, which lists the wallets the page has (EIP-6963 ones too); the page uses wagmi's hooks
// on the adapter's config. AppKit asks for a Reown Cloud project id and fetches the project's
// settings and wallet list from Reown's servers: here a stand-in id, and its requests go
// nowhere (the scenario script refuses them). Its #app names, for the scenario script, the line
// of AppKit's modal that tells the user how a request went and the way back to its wallet list.

import { base, mainnet } from '@reown/appkit/networks'
import { createAppKit, useAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { http, useConnection, useSignMessage, useSwitchChain, WagmiProvider } from 'wagmi'
import { DappPage, failure, message } from '../dappPage.js'

const projectId = 'stand-in-project-id'
const networks = [mainnet, base]
const adapter = new WagmiAdapter({
  networks,
  projectId,
  transports: {
    [mainnet.id]: http('http://127.0.0.1:8545'),
    [base.id]: http('http://127.0.0.1:8549'),
  },
})
createAppKit({
  adapters: [adapter],
  networks,
  projectId,
  metadata: {
    name: 'Plaza Social stacks',
    description: 'A dapp page on AppKit',
    url: location.origin,
    icons: [],
  },
})

function Dapp() {
  const appKit = useAppKit()
  const switchChain = useSwitchChain()
  const sign = useSignMessage()
  return h(DappPage, {
    onConnect: () => appKit.open(),
    onSwitch: () => switchChain.mutate({ chainId: base.id }),
    onSign: () => sign.mutate({ message }),
    connection: useConnection(),
    signature: sign.data,
    error: failure(switchChain, sign),
  })
}

export function mount(root) {
  root.dataset.kitStatus = 'w3m-modal wui-flex:has(> wui-text[variant="lg-medium"])'
  root.dataset.kitBack = '[data-testid="header-back"]'
  createRoot(root).render(
    h(
      WagmiProvider,
      { config: adapter.wagmiConfig },
      h(QueryClientProvider, { client: new QueryClient() }, h(Dapp)),
    ),
  )
}
