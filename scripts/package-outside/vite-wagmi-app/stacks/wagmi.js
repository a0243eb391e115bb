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

const config = createConfig({
  chains: [mainnet, base],
  connectors: [injected()],
  multiInjectedProviderDiscovery: false,
  transports: {
    [mainnet.id]: http('http://127.0.0.1:8545'),
    [base.id]: http('http://127.0.0.1:8549'),
  },
})

/** What the page shows of a failure: wagmi's and viem's error class, then its short message. */
const failure = (...results) => {
  const error = results.find((result) => result.error)?.error
  return error ? `${error.name}: ${error.shortMessage ?? error.message}` : ''
}

function Dapp() {
  const connection = useConnection()
  const connect = useConnect()
  const switchChain = useSwitchChain()
  const sign = useSignMessage()
  const button = (id, label, onClick) => h('button', { id, type: 'button', onClick }, label)
  const output = (testId, label, text) =>
    h('p', null, `${label}: `, h('output', { 'data-testid': testId }, text))
  return h(
    'div',
    null,
    button('connect', 'Connect', () => connect.mutate({ connector: config.connectors[0] })),
    button('switch', 'Switch to Base', () => switchChain.mutate({ chainId: base.id })),
    button('sign', 'Sign message', () => sign.mutate({ message: 'Plaza Social stacks' })),
    output('account', 'Account', connection.address ?? ''),
    output('chain', 'Chain', connection.chainId ? String(connection.chainId) : ''),
    output('signature', 'Signature', sign.data ?? ''),
    output('error', 'Error', failure(connect, switchChain, sign)),
  )
}

export function mount(root) {
  createRoot(root).render(
    h(WagmiProvider, { config }, h(QueryClientProvider, { client: new QueryClient() }, h(Dapp))),
  )
}
