import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  type Address,
  createPublicClient,
  type Hex,
  HttpRequestError,
  isAddressEqual,
  recoverMessageAddress,
  SocketClosedError,
  TimeoutError,
  type Transport,
  WebSocketRequestError,
} from 'viem'
import { createSiweMessage, parseSiweMessage, type SiweMessage } from 'viem/siwe'
import { chains } from '../../config/chains'
import { transportFor } from '../../config/transports'
import { SignatureCheckUnavailableError, SignInRejectedError } from '../../errors/auth'
import {
  type AppOrigin,
  clockSkewMs,
  maxMessageLength,
  maxMessageLifetimeMs,
  nonceTtlMs,
} from './settings'
import type { AuthStore } from './store'

/** 128 random bits as 32 hex characters (EIP-4361: at least 8 alphanumerics). */
export function newNonce(): string {
  return randomBytes(16).toString('hex')
}

/**
 * Each nonce is bound to the browser that asked for it: the nonce route gives the browser a
 * random token (32 bytes, in an httpOnly cookie) and stores only the token's hash with the
 * nonce. A nonce is then of no use to anyone else: another client can neither sign in with it
 * (login CSRF, a phishing site relaying it) nor burn it.
 */
export function newBindingToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the store keeps: the token's hash, so a read of the store gives no usable token. */
export function bindingOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function sameBinding(stored: string, token: string): boolean {
  const expected = Buffer.from(stored, 'hex')
  const actual = Buffer.from(bindingOf(token), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

type SignInMessageExpectations = {
  appOrigin: AppOrigin
  /** Whether the app serves this chain. */
  isConfiguredChain: (chainId: number) => boolean
  now: Date
}

type SignInMessage = { address: Address; chainId: number; nonce: string }

/**
 * Reads an EIP-4361 message and checks everything but the nonce and the signature, before any
 * store or node is asked: at most `maxMessageLength` characters (viem's parser is quadratic);
 * in canonical form; this app's domain and scheme (EIP-4361: no scheme means https), a URI on
 * this app's origin, a configured chain, issued within the nonce's life, and an expirationTime
 * no later than allowed.
 * @internal Exported for its unit tests.
 */
export function readSignInMessage(
  message: string,
  { appOrigin, isConfiguredChain, now }: SignInMessageExpectations,
): SignInMessage {
  if (message.length > maxMessageLength) throw new SignInRejectedError('too-large')
  const fields = canonicalFields(message)
  if (!fields?.issuedAt) throw new SignInRejectedError('malformed')
  const { address, chainId, domain, nonce, uri, issuedAt, expirationTime, notBefore } = fields

  if (domain !== appOrigin.host || (fields.scheme ?? 'https') !== appOrigin.scheme)
    throw new SignInRejectedError('domain')
  if (originOf(uri) !== appOrigin.origin) throw new SignInRejectedError('uri')
  if (!isConfiguredChain(chainId)) throw new SignInRejectedError('chain')

  const time = now.getTime()
  const issued = issuedAt.getTime()
  if (issued > time + clockSkewMs || issued < time - nonceTtlMs - clockSkewMs)
    throw new SignInRejectedError('expired')
  const expires = expirationTime?.getTime()
  if (expires === undefined || expires <= time || expires > issued + maxMessageLifetimeMs)
    throw new SignInRejectedError('expired')
  if (notBefore && notBefore.getTime() > time) throw new SignInRejectedError('expired')
  return { address, chainId, nonce }
}

/**
 * The message's fields if it is in canonical form: re-created from them (viem's
 * createSiweMessage, which requires an address, chain id, domain, nonce, URI and version 1) it
 * is the same text, so no field is missing, doubled, hidden after the end or written two ways,
 * and the address is EIP-55 checksummed.
 */
function canonicalFields(message: string): SiweMessage | undefined {
  const fields = parseSiweMessage(message) as SiweMessage
  try {
    return createSiweMessage(fields) === message ? fields : undefined
  } catch {
    return undefined // a field missing, or an invalid date, address or URI
  }
}

function originOf(uri: string) {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}

/** The part of a viem public client that checks a signature with the chain's node (ERC-1271/6492). */
export type SignatureVerifier = {
  verifyMessage(parameters: { address: Address; message: string; signature: Hex }): Promise<boolean>
}

type SignatureCheck = {
  address: Address
  message: string
  signature: Hex
  chainId: number
  /** The chain's node, for contract wallets; undefined when the server has none. */
  verifier: SignatureVerifier | undefined
}

/**
 * Whether `address` signed `message`: an ordinary (ECDSA) signature is recovered locally, with no
 * node call; only a signature that does not recover to the address (a contract wallet's,
 * ERC-1271, or one not deployed yet, ERC-6492) goes to the chain's node. A node that fails
 * throws SignatureCheckUnavailableError (the visitor may retry), never a silent 'invalid'.
 * @internal Exported for its unit tests.
 */
export async function signatureMatches({
  address,
  message,
  signature,
  chainId,
  verifier,
}: SignatureCheck): Promise<boolean> {
  if (await recoversTo(address, message, signature)) return true
  if (!verifier) return false
  try {
    return await verifier.verifyMessage({ address, message, signature })
  } catch (cause) {
    throw new SignatureCheckUnavailableError({ chainId, cause })
  }
}

async function recoversTo(address: Address, message: string, signature: Hex) {
  // 65 bytes (r, s, v), the only form viem recovers; anything else is not an ordinary signature.
  if (signature.length !== 132) return false
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address)
  } catch {
    return false
  }
}

export function isConfiguredChain(chainId: number) {
  return chains.some((chain) => chain.id === chainId)
}

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

export type VerifySignInParameters = SignInMessageExpectations & {
  message: string
  signature: Hex
  /** The browser's binding token (its cookie), or undefined when it has none. */
  bindingToken: string | undefined
  store: AuthStore
  /** The node client of a chain, or undefined when the server has none for it. */
  verifierFor: (chainId: number) => SignatureVerifier | undefined
}

export type SignedInAccount = { address: Address; chainId: number }

/**
 * Checks an EIP-4361 sign-in: the message (readSignInMessage), a live nonce issued to this
 * browser, then the signature. The nonce is used up only by an attempt that passed all of these,
 * so nobody can burn a visitor's nonce, and only one of two racing attempts succeeds.
 */
export async function verifySignIn({
  message,
  signature,
  bindingToken,
  store,
  verifierFor,
  ...expectations
}: VerifySignInParameters): Promise<SignedInAccount> {
  const { address, chainId, nonce } = readSignInMessage(message, expectations)
  const binding = await store.nonceBinding(nonce)
  if (!binding || !bindingToken || !sameBinding(binding, bindingToken))
    throw new SignInRejectedError('nonce')
  const valid = await signatureMatches({
    address,
    message,
    signature,
    chainId,
    verifier: verifierFor(chainId),
  })
  if (!valid) throw new SignInRejectedError('signature')
  if (!(await store.takeNonce(nonce))) throw new SignInRejectedError('nonce')
  return { address, chainId }
}
