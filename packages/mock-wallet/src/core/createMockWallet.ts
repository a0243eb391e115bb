import { createWalletContext } from './context.ts'
import { createControls } from './control.ts'
import { Emitter } from './emitter.ts'
import type { MockWalletOptions } from './options.ts'
import { PromptQueue } from './prompts.ts'
import { createProvider } from './provider.ts'
import { RequestLog } from './requestLog.ts'
import { createRequestHandler } from './requests.ts'
import { Scripts } from './scripts.ts'

/**
 * A scriptable EIP-1193 wallet backed by real nodes: it signs with test keys, sends
 * everything else to the current chain's node, and answers with the codes real wallets use.
 * `provider` is what an app talks to; the rest is the test's control of the wallet.
 */
export function createMockWallet(options: MockWalletOptions) {
  const updates = new Emitter<{ update(): void }>()
  const context = createWalletContext(options, () => updates.emit('update'))
  const prompts = new PromptQueue(context.notify)
  const scripts = new Scripts()
  const log = new RequestLog()
  const handle = createRequestHandler(context, { prompts, scripts, log })
  return {
    provider: createProvider(context, handle),
    ...createControls({ context, prompts, scripts, log, handle, updates }),
  }
}

export type MockWallet = ReturnType<typeof createMockWallet>
