// Stand-in for '@walletconnect/ethereum-provider' in Storybook (aliased in storybook/main.ts): the
// unit tests' one, pairing offline and waiting, as a phone that has not scanned yet.
import { EthereumProvider } from '../../unit/standIns/walletConnectProvider'

EthereumProvider.waitsForScan = true

export { EthereumProvider }
export default { EthereumProvider }
