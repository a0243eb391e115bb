import { accountMethods } from './accounts'
import { assetMethods } from './assets'
import { callsMethods } from './calls'
import { chainMethods } from './chains'
import type { MethodHandler } from './defineMethod'
import { pairingMethods } from './pairing'
import { signingMethods } from './signing'
import { transactionMethods } from './transactions'

/** Every method the wallet answers itself, by family; the rest goes to the chain's node. */
const methodHandlers: readonly MethodHandler[] = [
  ...accountMethods,
  ...chainMethods,
  ...signingMethods,
  ...transactionMethods,
  ...assetMethods,
  ...callsMethods,
  ...pairingMethods,
]

const byMethod = new Map<string, MethodHandler>(
  methodHandlers.map((handler) => [handler.method, handler]),
)

export const handlerOf = (method: string) => byMethod.get(method)

/**
 * The methods that show the user a prompt (from each method's own prompt rule): they can
 * be held in manual mode, and a second one of a kind while one waits gets -32002.
 */
export const promptMethods = methodHandlers
  .filter((handler) => handler.prompt === 'always' || handler.prompt === 'sometimes')
  .map((handler) => handler.method)
