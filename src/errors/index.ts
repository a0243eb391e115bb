export {
  minSessionSecretLength,
  SessionSecretMissingError,
  SessionSecretTooShortError,
  SignInRejectedError,
  type SignInRejectionReason,
} from './auth'
export { InvalidRpcUrlError, InvalidRpcUrlMapError, ProjectIdMissingError } from './config'
export {
  ChainNotFoundOnConnectorError,
  ConnectorNotFoundError,
  NoChainsFoundError,
} from './connector'
export { PlazaError } from './PlazaError'
