import type { WalletContext } from '../core/context.ts'
import type { MockWalletMethod, ReturnTypeOf } from '../core/rpcSchema.ts'

/**
 * When a method shows the user a prompt: 'always'; 'hold' (always, and it waits even in
 * auto mode: a QR code must be scanned); or when the function says so (e.g. only while
 * the site is not connected). No rule: the method never prompts.
 */
type PromptRule<parsed> = 'always' | 'hold' | ((context: WalletContext, parsed: parsed) => boolean)

export type MethodDefinition<method extends MockWalletMethod, parsed> = {
  /** Checks the params (-32602) and preconditions (4100, 4902, 57xx) before anything is consumed. */
  parse: (context: WalletContext, params: unknown) => parsed
  prompt?: PromptRule<parsed>
  /** What the method does once the user allowed it; its result is typed by the schema. */
  perform: (
    context: WalletContext,
    parsed: parsed,
  ) => ReturnTypeOf<method> | Promise<ReturnTypeOf<method>>
}

/** A checked request: whether it asks the user, and what it does once allowed. */
export type PreparedRequest = { asksUser: boolean; perform: () => Promise<unknown> }

/** How a method prompts: 'always', 'sometimes', 'hold' or never (undefined). */
type PromptKind = 'always' | 'sometimes' | 'hold' | undefined

export type MethodHandler<method extends MockWalletMethod = MockWalletMethod> = {
  method: method
  prompt: PromptKind
  prepare(context: WalletContext, params: unknown): PreparedRequest
}

/** One method the wallet answers itself; its prompt rule is the only record of whether it prompts. */
export function defineMethod<method extends MockWalletMethod, parsed>(
  method: method,
  definition: MethodDefinition<method, parsed>,
): MethodHandler<method> {
  const { prompt } = definition
  return {
    method,
    prompt: typeof prompt === 'function' ? 'sometimes' : prompt,
    prepare(context, params) {
      const parsed = definition.parse(context, params)
      return {
        asksUser: typeof prompt === 'function' ? prompt(context, parsed) : prompt !== undefined,
        perform: async () => definition.perform(context, parsed),
      }
    },
  }
}

/** For methods that take no params. */
export const noParams = () => undefined
