// A Vite app on wagmi's core (no React, no RainbowKit): the browser wallet through wagmi's
// injected connector, and an EIP-5792 batch of two transfers. Its node is Ethereum's at
// 127.0.0.1:8545, as built; a test forwards that address wherever its node is.
import {
  connect,
  createConfig,
  http,
  injected,
  sendCalls,
  waitForCallsStatus,
  watchAccount,
} from '@wagmi/core'
import { mainnet } from '@wagmi/core/chains'

const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http('http://127.0.0.1:8545') },
})
const show = (testId, text) => {
  document.querySelector(`[data-testid="${testId}"]`).textContent = text
}

watchAccount(config, { onChange: (account) => show('account', account.address ?? '') })
document.querySelector('#connect').addEventListener('click', async () => {
  await connect(config, { connector: config.connectors[0] })
})
document.querySelector('#send').addEventListener('click', async () => {
  const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const { id } = await sendCalls(config, {
    calls: [
      { to: bob, value: 1n },
      { to: bob, value: 2n },
    ],
  })
  show('calls-status', 'pending')
  const { status } = await waitForCallsStatus(config, { id })
  show('calls-status', status)
})
