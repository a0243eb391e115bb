// ethers v6: the wallet picked through EIP-6963, a BrowserProvider over it. ethers leaves the
// wallet's events and a 4902 on a switch to the dapp: this page follows accounts and chain, and
// adds the chain on 4902, as ethers' guides do; it has no handler for 'disconnect'.
import { BrowserProvider } from 'ethers'
import { message, plainPage } from '../dappPage.js'

const base = {
  chainId: '0x2105',
  chainName: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: ['http://127.0.0.1:8549'],
}

/** The first wallet that announces itself (EIP-6963). */
const announced = new Promise((resolve) => {
  window.addEventListener('eip6963:announceProvider', (event) => resolve(event.detail.provider), {
    once: true,
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
})

export async function mount(root) {
  const { show, on } = plainPage(
    root,
    (error) => `${error.code}: ${error.shortMessage ?? error.message}`,
  )
  const wallet = await announced
  const provider = new BrowserProvider(wallet)
  wallet.on('accountsChanged', (accounts) => show('account', accounts[0] ?? ''))
  wallet.on('chainChanged', (chainId) => show('chain', String(Number(chainId))))
  on('connect', async () => {
    const signer = await provider.getSigner()
    show('account', await signer.getAddress())
    show('chain', String((await provider.getNetwork()).chainId))
  })
  on('switch', async () => {
    try {
      await provider.send('wallet_switchEthereumChain', [{ chainId: base.chainId }])
    } catch (error) {
      if (error.error?.code !== 4902 && error.info?.error?.code !== 4902) throw error
      await provider.send('wallet_addEthereumChain', [base])
    }
  })
  on('sign', async () => {
    const signer = await provider.getSigner()
    show('signature', await signer.signMessage(message))
  })
}
