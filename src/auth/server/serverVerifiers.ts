import { AsyncLocalStorage } from 'node:async_hooks'
import {
  createPublicClient,
  HttpRequestError,
  SocketClosedError,
  TimeoutError,
  type Transport,
  WebSocketRequestError,
} from 'viem'
import { chains } from '../../config/chains'
import { transportFor } from '../../config/transports'
import type { SignatureVerifier } from './signatureMatches'

/** The node's own failures during one check (not a contract saying 'invalid'). */
const nodeFailures = new AsyncLocalStorage<unknown[]>()

function isNodeFailure(error: unknown) {
  return (
    error instanceof HttpRequestError ||
    error instanceof TimeoutError ||
    error instanceof WebSocketRequestError ||
    error instanceof SocketClosedError
  )
}

/** The transport, noting every failure of the node itself in the current check's list. */
function noticingFailures(transport: Transport): Transport {
  return (parameters) => {
    const built = transport(parameters)
    const request = (async (args, options) => {
      try {
        return await built.request(args, options)
      } catch (error) {
        if (isNodeFailure(error)) nodeFailures.getStore()?.push(error)
        throw error
      }
    }) as typeof built.request
    return { ...built, request }
  }
}

/**
 * A node client per configured chain; any other chain gets none. viem's verifyMessage answers
 * `false` when the node cannot be reached (verifyErc6492 turns every CallExecutionError, an
 * HTTP failure included, into a VerificationError:
 * https://github.com/wevm/viem/blob/main/src/actions/public/verifyHash.ts, `verifyErc6492`), which
 * would tell a visitor with a good contract-wallet signature that it is invalid. Here a `false`
 * that came with a failure of the node throws that failure instead.
 */
export function createServerVerifiers(
  urls: Readonly<Record<number, string>>,
): (chainId: number) => SignatureVerifier | undefined {
  const verifiers = new Map<number, SignatureVerifier>()
  return (chainId) => {
    const chain = chains.find((candidate) => candidate.id === chainId)
    const url = urls[chainId]
    if (!chain || !url) return undefined
    let verifier = verifiers.get(chainId)
    if (!verifier) {
      const client = createPublicClient({ chain, transport: noticingFailures(transportFor(url)) })
      verifier = {
        verifyMessage: (parameters) => {
          const failures: unknown[] = []
          return nodeFailures.run(failures, async () => {
            const valid = await client.verifyMessage(parameters)
            if (!valid && failures.length > 0) throw failures[0]
            return valid
          })
        },
      }
      verifiers.set(chainId, verifier)
    }
    return verifier
  }
}
