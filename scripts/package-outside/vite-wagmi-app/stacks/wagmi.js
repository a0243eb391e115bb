// React on wagmi 3's hooks, no kit: wagmi's injected connector on the browser wallet.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import {
  createConfig,
  http,
  injected,
  useConnect,
  useConnection,
  useSignMessage,
  useSwitchChain,
  WagmiProvider,
} from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { DappPage, failure, message } from '../dappPage.js'

const config = createConfig({
  chains: [mainnet, base],
  connectors: [injected()],
  multiInjectedProviderDiscovery: false,
  transports: {
    [mainnet.id]: http('http://127.0.0.1:8545'),
    [base.id]: http('http://127.0.0.1:8549'),
  },
})

function Dapp() {
  const connection = useConnection()
  const connect = useConnect()
  const switchChain = useSwitchChain()
  const sign = useSignMessage()
  return h(DappPage, {
    onConnect: () => connect.mutate({ connector: config.connectors[0] }),
    onSwitch: () => switchChain.mutate({ chainId: base.id }),
    onSign: () => sign.mutate({ message }),
    connection,
    signature: sign.data,
    error: failure(connect, switchChain, sign),
  })
}

export function mount(root) {
  createRoot(root).render(
    h(WagmiProvider, { config }, h(QueryClientProvider, { client: new QueryClient() }, h(Dapp))),
  )
}
