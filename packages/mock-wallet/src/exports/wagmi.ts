// Entry `./wagmi`: the wagmi connector.
export {
  type MockWalletConnectorErrors,
  type MockWalletConnectorParameters,
  mockWalletConnector,
} from '../wagmi/mockWalletConnector.ts'
