import { accountMethods } from './accounts.ts'
import { assetMethods } from './assets.ts'
import { authorizationMethods } from './authorizations.ts'
import { callsMethods } from './calls.ts'
import { chainMethods } from './chains.ts'
import type { MethodHandler } from './defineMethod.ts'
import { pairingMethods } from './pairing.ts'
import { signingMethods } from './signing.ts'
import { transactionMethods } from './transactions.ts'

/** Every method the wallet answers itself, by family; the rest goes to the chain's node. */
const methodHandlers: readonly MethodHandler[] = [
  ...accountMethods,
  ...chainMethods,
  ...signingMethods,
  ...transactionMethods,
  ...authorizationMethods,
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
