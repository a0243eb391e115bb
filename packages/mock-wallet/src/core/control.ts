import {
  type Hex,
  isAddressEqual,
  type LocalAccount,
  numberToHex,
  ProviderRpcError,
  serializeTypedData,
  toHex,
} from 'viem'
import { toAccount } from 'viem/accounts'
import type { AtomicStatus } from '../calls/atomicStatus.ts'
import { signAuthorizationMethod, signedAuthorization } from '../methods/authorizations.ts'
import { scanMethod } from '../methods/pairing.ts'
import type { WalletContext } from './context.ts'
import type { Emitter } from './emitter.ts'
import { UnknownAccountError } from './errors.ts'
import type { MockWalletMode } from './options.ts'
import type { PromptQueue, PromptSelector } from './prompts.ts'
import type { RequestLog } from './requestLog.ts'
import type { RequestHandler } from './requests.ts'
import { walletErrors } from './rpcErrors.ts'
import type { Outcome, OutcomeName, Scripts } from './scripts.ts'
import type { WalletChain } from './state.ts'

export type DisconnectOptions = {
  /** 4900 (default), 4901 or 1013 (MetaMask's "reconnecting"). */
  code?: 4900 | 4901 | 1013
  /** Keep the site connected, so eth_accounts still answers accounts (wagmi then ignores a 1013). */
  accountsLeft?: boolean
}

type Parts = {
  context: WalletContext
  prompts: PromptQueue
  scripts: Scripts
  log: RequestLog
  handle: RequestHandler
  updates: Emitter<{ update(): void }>
}

const randomSession = () => Math.random().toString(36).slice(2, 10)

/**
 * What a test (or a person at a lab panel) does with the wallet: script its answers,
 * answer its prompts, act as its user, and read what it saw. Every method takes and
 * returns JSON values (except `subscribe`), so a Playwright handle can call it in a page.
 */
export function createControls({ context, prompts, scripts, log, handle, updates }: Parts) {
  const { events, notify } = context

  const disconnectError = (code: NonNullable<DisconnectOptions['code']>) =>
    code === 4900
      ? walletErrors.disconnected()
      : code === 4901
        ? walletErrors.chainDisconnected()
        : new ProviderRpcError(new Error('The mock wallet disconnected.'), {
            code,
            shortMessage: 'The wallet is reconnecting; try again later.',
          })

  const controls = {
    // Scripting
    /** The next `times` requests of `method` ('connect': whichever connect request comes first) get `outcome`. */
    script(method: string, outcome: Outcome | OutcomeName, times = 1) {
      scripts.add(method, typeof outcome === 'string' ? { type: outcome } : outcome, times)
      notify()
    },
    /** 'auto' approves every prompt; 'manual' holds each for `approve()` / `reject()`. */
    setMode(mode: MockWalletMode) {
      context.mode = mode
      notify()
    },
    clearScripts() {
      scripts.clear()
      notify()
    },
    /** EIP-5792: the atomic status of one chain, or of all. */
    setAtomicStatus(status: AtomicStatus, chainId?: number) {
      context.setAtomicStatus(status, chainId)
    },

    // Prompts (a selector is a request id, a method, or nothing for the oldest)
    pending: () => prompts.pending(),
    /** Resolves when a request (matching `selector`) waits for the user. */
    waitForPending: (selector?: PromptSelector) => prompts.waitForPending(selector),
    /** Approves the oldest waiting request that matches, once it arrives. */
    approve: (selector?: PromptSelector) => prompts.answer(selector, { type: 'approve' }),
    /** Rejects (4001) the oldest waiting request that matches, once it arrives. */
    reject: (selector?: PromptSelector) => prompts.answer(selector, { type: 'reject' }),
    /** Fails (-32603, with `message`) the oldest waiting request that matches, once it arrives. */
    failPending: (selector?: PromptSelector, message?: string) =>
      prompts.answer(selector, { type: 'fail', message }),

    // QR pairing
    /** Shows a pairing URI (`display_uri`) and waits for `scan()`; 4001 if rejected. */
    async pair(uri = `${context.names.pairingScheme}://pair?session=${randomSession()}`) {
      context.displayUri = uri
      const scanned = handle({ method: scanMethod, params: [{ uri }] })
      events.emit('display_uri', uri)
      events.emit('message', { type: 'display_uri', data: uri })
      try {
        await scanned
      } finally {
        context.displayUri = undefined
      }
    },
    /** The user scans the QR code: approves the pairing, once it waits. */
    scan: () => prompts.answer(scanMethod, { type: 'approve' }),

    // The wallet's user
    /** The user selects another account (index or address). */
    // Hex, not Address: the same string type, and viem's own, so declarations need nothing beyond viem.
    switchAccount(account: number | Hex) {
      const index =
        typeof account === 'number'
          ? account
          : context.accounts.findIndex((candidate) => isAddressEqual(candidate.address, account))
      if (!context.accounts[index]) throw new UnknownAccountError(account)
      context.commit({ selected: index })
      if (context.connected()) context.emitAccounts()
    },
    /** The user locks the wallet: no accounts, `accountsChanged([])`. */
    lock() {
      context.commit({ unlocked: false })
      if (context.state.permitted) context.emitAccounts()
    },
    unlock() {
      context.commit({ unlocked: true })
      if (context.state.permitted) context.emitAccounts()
    },
    /** The user switches chain in the wallet; an unknown chain is added first (as `chain` says). */
    changeChain(chainId: number, chain?: Partial<Omit<WalletChain, 'id'>>) {
      if (!context.knownChain(chainId) && chainId !== context.unsupportedChain.id)
        context.addChain({
          name: `Chain ${chainId}`,
          rpcUrl: context.options.nodeUrls?.[chainId] ?? '',
          ...chain,
          id: chainId,
        })
      context.setChain(chainId)
    },
    /** The user moves to a chain the app does not configure. */
    moveToUnsupportedChain() {
      context.setChain(context.unsupportedChain.id)
    },
    /** The wallet ends the session (4900), loses the chain (4901) or reconnects (1013). */
    disconnect({ code = 4900, accountsLeft = false }: DisconnectOptions = {}) {
      if (!accountsLeft) context.commit({ permitted: false })
      events.emit('disconnect', disconnectError(code))
    },
    /** The wallet's connection is back: `connect` with the chain id. */
    reconnect() {
      events.emit('connect', { chainId: context.chainIdOut(context.state.chainId) })
    },
    /** An EIP-1193 `message` event. */
    sendMessage(type: string, data?: unknown) {
      events.emit('message', { type, data })
    },

    // Reading
    /** Every request received, in order (optionally of one method). */
    log: (filter?: { method?: string }) => log.entries(filter),
    /** Methods in order with their answer, e.g. ['wallet_requestPermissions:4001', 'eth_requestAccounts:approved']. */
    trail: () =>
      log.entries().map((entry) => `${entry.method}:${entry.error?.code ?? entry.status}`),
    clearLog() {
      log.clear()
      notify()
    },
    /** EIP-5792 batches sent to the wallet, oldest first, with their status and receipts. */
    batches: () => context.batches.list(),
    /** What the wallet shows its user, serialisable. */
    snapshot() {
      const { state } = context
      return {
        mode: context.mode,
        permitted: state.permitted,
        unlocked: state.unlocked,
        accounts: context.visibleAccounts(),
        allAccounts: context.accounts.map((account) => account.address),
        selectedAccount: context.selectedAccount().address,
        chainId: state.chainId,
        chains: context.knownChains().map(({ id, name }) => ({ id, name })),
        watchedAssets: state.watchedAssets,
        pending: prompts.pending(),
        scripted: scripts.scripted(),
      }
    },
    /**
     * One of its accounts (default the selected one) as a viem account, for viem's
     * `signAuthorization` (EIP-7702), `signMessage` and `signTypedData`: each signature is a
     * request to the wallet, so it prompts and can be scripted like any other. Not callable
     * from a Playwright handle (it returns functions).
     */
    account(address: Hex = context.selectedAccount().address): LocalAccount {
      const ask = (method: string, params: unknown) => handle({ method, params })
      return toAccount({
        address,
        signMessage: async ({ message }) =>
          (await ask('personal_sign', [
            typeof message === 'string' ? message : toHex(message.raw),
            address,
          ])) as Hex,
        signTypedData: async (typedData) =>
          (await ask('eth_signTypedData_v4', [address, serializeTypedData(typedData)])) as Hex,
        signTransaction: () =>
          Promise.reject(walletErrors.unsupportedMethod('eth_signTransaction')),
        signAuthorization: async (authorization) =>
          signedAuthorization(
            (await ask(signAuthorizationMethod, [
              {
                from: address,
                address: authorization.address,
                chainId: numberToHex(authorization.chainId),
                nonce: numberToHex(authorization.nonce),
              },
            ])) as Parameters<typeof signedAuthorization>[0],
          ),
      })
    },
    /** Calls `listener` after every change (for a UI such as a lab panel). Not callable from a Playwright handle. */
    subscribe(listener: () => void) {
      updates.on('update', listener)
      return () => {
        updates.removeListener('update', listener)
      }
    },
    /** Forgets the connection, added chains, scripts, prompts, batches and log. */
    reset() {
      prompts.rejectAll()
      scripts.clear()
      log.clear()
      context.reset()
      notify()
    },
  }
  return controls
}

export type MockWalletControls = ReturnType<typeof createControls>
