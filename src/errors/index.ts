export {
  minSessionSecretLength,
  SessionSecretMissingError,
  SessionSecretTooShortError,
  SignInRejectedError,
  type SignInRejectionReason,
  SignInRequestError,
  SignInUnexpectedError,
  type SignInUnexpectedStep,
} from './auth'
export { InvalidRpcUrlError, InvalidRpcUrlMapError, ProjectIdMissingError } from './config'
export {
  ChainNotFoundOnConnectorError,
  ConnectorNotFoundError,
  NoChainsFoundError,
} from './connector'
export { PlazaError } from './PlazaError'
export {
  MalformedProviderEventError,
  MalformedProviderResponseError,
  previewValue,
} from './provider'
