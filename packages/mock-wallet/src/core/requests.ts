import { numberToHex } from 'viem'
import type { PreparedRequest } from '../methods/defineMethod.ts'
import { handlerOf } from '../methods/methodHandlers.ts'
import { refusedSigningMethods } from '../methods/signing.ts'
import type { WalletContext } from './context.ts'
import type { PromptQueue } from './prompts.ts'
import { promptGroup } from './prompts.ts'
import type { RequestLog, RequestLogEntry } from './requestLog.ts'
import { errorSummary, errorWithCode, walletErrors } from './rpcErrors.ts'
import type { Outcome, Scripts } from './scripts.ts'

/** Scripts for 'connect' answer whichever connect request comes first (wagmi asks wallet_requestPermissions, then eth_requestAccounts). */
export const connectAlias = 'connect'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Parts = { prompts: PromptQueue; scripts: Scripts; log: RequestLog }

/**
 * The wallet's request pipeline: log it, check its params, take the scripted outcome (or
 * ask the user, or approve), then answer it (a method of the wallet's own, else the node).
 */
export function createRequestHandler(context: WalletContext, { prompts, scripts, log }: Parts) {
  /** A person takes a moment to say no (rejectDelayMs), on prompts only. */
  const personTakesAMoment = async (entry: RequestLogEntry, isPrompt: boolean) => {
    const ms = context.options.rejectDelayMs
    if (!ms || !isPrompt) return
    entry.prompted = true
    await sleep(ms)
  }

  const applyOutcome = async (
    entry: RequestLogEntry,
    params: unknown,
    outcome: Outcome,
    isPrompt: boolean,
  ) => {
    const { method } = entry
    switch (outcome.type) {
      case 'approve':
      case 'answer':
        return
      case 'reject':
        await personTakesAMoment(entry, isPrompt)
        throw walletErrors.userRejected(method)
      case 'fail':
        await personTakesAMoment(entry, isPrompt)
        throw walletErrors.failed(method, outcome.message)
      case 'error':
        await personTakesAMoment(entry, isPrompt)
        throw errorWithCode(outcome.code, method, outcome.message)
      case 'unrecognizedChain': {
        const [first] = Array.isArray(params) ? params : []
        const chainId =
          (first as { chainId?: string } | undefined)?.chainId ?? numberToHex(context.state.chainId)
        throw walletErrors.unrecognizedChain(chainId)
      }
      case 'alreadyPending':
        throw walletErrors.alreadyPending(method)
      case 'unsupported':
        throw walletErrors.unsupportedMethod(method)
      case 'delay':
        entry.prompted = true
        await sleep(outcome.ms)
        return
      case 'hang':
      case 'manual':
        entry.prompted = true
        return prompts.waitForUser({ id: entry.id, method, params })
    }
  }

  const handle = async (entry: RequestLogEntry, params: unknown): Promise<unknown> => {
    const { method } = entry
    if (refusedSigningMethods.includes(method)) throw walletErrors.unsupportedMethod(method)
    const handler = handlerOf(method)
    if (!handler) {
      const outcome = scripts.take(method) ?? { type: 'approve' }
      await applyOutcome(entry, params, outcome, false)
      return outcome.type === 'answer'
        ? outcome.result
        : context.node.request(context.currentChain(), { method, params })
    }
    // Params and preconditions first: a malformed request consumes no script.
    const prepared: PreparedRequest = handler.prepare(context, params)
    const isPrompt = handler.prompt === 'always' || handler.prompt === 'sometimes'
    if (isPrompt && prompts.isWaiting(promptGroup(method)))
      throw walletErrors.alreadyPending(method)
    const outcome: Outcome =
      scripts.take(method) ??
      (promptGroup(method) === connectAlias ? scripts.take(connectAlias) : undefined) ??
      (handler.prompt === 'hold' || (prepared.asksUser && context.mode === 'manual')
        ? { type: 'manual' }
        : { type: 'approve' })
    if (prepared.asksUser) entry.prompted = true
    await applyOutcome(entry, params, outcome, isPrompt)
    return outcome.type === 'answer' ? outcome.result : prepared.perform()
  }

  /** Answers one EIP-1193 request; whatever a page sends, it is logged and answered. */
  return async function request(args: unknown): Promise<unknown> {
    const { method, params } = (args ?? {}) as { method?: unknown; params?: unknown }
    const entry = log.start(typeof method === 'string' ? method : String(method), params)
    context.notify()
    try {
      if (typeof method !== 'string' || method.length === 0)
        throw walletErrors.invalidParams(
          'request',
          'expected { method: string, params?: unknown[] | object }',
        )
      const result = await handle(entry, params)
      entry.status = 'approved'
      entry.result = result
      return result
    } catch (error) {
      const summary = errorSummary(error)
      entry.status = summary.code === 4001 ? 'rejected' : 'failed'
      entry.error = summary
      throw error
    } finally {
      entry.endedAt = Date.now()
      context.notify()
    }
  }
}

export type RequestHandler = ReturnType<typeof createRequestHandler>
