// web3-onboard with its injected-wallets module, as its guide sets it up: Connect opens onboard's
// modal, which lists the wallets the page has (EIP-6963 ones too); the page follows onboard's
// wallet state, switches chains through onboard (it adds a chain the wallet lacks) and signs
// through the wallet's provider. Its #app names, for the scenario script, the line of onboard's
// modal that tells the user how a request went and the way back to its wallet list.
import Onboard from '@web3-onboard/core'
import injectedModule from '@web3-onboard/injected-wallets'
import { getAddress, stringToHex } from 'viem'
import { message, plainPage } from '../dappPage.js'

const onboard = Onboard({
  wallets: [injectedModule()],
  chains: [
    { id: 1, token: 'ETH', label: 'Ethereum', rpcUrl: 'http://127.0.0.1:8545' },
    { id: 8453, token: 'ETH', label: 'Base', rpcUrl: 'http://127.0.0.1:8549' },
  ],
  appMetadata: { name: 'Plaza Social stacks', description: 'A dapp page on web3-onboard' },
  connect: { autoConnectLastWallet: false },
  accountCenter: { desktop: { enabled: false }, mobile: { enabled: false } },
})

export function mount(root) {
  root.dataset.kitStatus = 'onboard-v2 .connecting-wallet-info'
  root.dataset.kitBack = 'role=button[name="Back to wallets"]'
  const { show, on } = plainPage(root, (error) => `${error.code}: ${error.message}`)
  // onboard keeps addresses in lower case; the page shows them checksummed, as wallets do.
  onboard.state.select('wallets').subscribe(([wallet]) => {
    const address = wallet?.accounts[0]?.address
    show('account', address ? getAddress(address) : '')
    show('chain', wallet ? String(Number(wallet.chains[0].id)) : '')
  })
  on('connect', () => onboard.connectWallet())
  on('switch', () => onboard.setChain({ chainId: 8453 }))
  on('sign', async () => {
    const [wallet] = onboard.state.get().wallets
    const params = [stringToHex(message), wallet.accounts[0].address]
    show('signature', await wallet.provider.request({ method: 'personal_sign', params }))
  })
}
