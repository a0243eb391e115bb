import {
  type Address,
  type Chain,
  ChainDisconnectedError,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddressEqual,
  numberToHex,
  ProviderDisconnectedError,
  ProviderRpcError,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { Emitter } from './emitter'
import { errorSummary, walletErrors } from './errors'
import { nodeRpc } from './nodeRpc'
import {
  addChainParam,
  chainIdParam,
  permissionsParam,
  personalSignParam,
  signTypedDataParam,
  transactionParam,
  watchAssetParam,
} from './params'
import { RequestLog, type RequestLogEntry } from './requestLog'
import { type Outcome, type OutcomeType, Scenarios } from './scenarios'
import { anvilTestKeys } from './testAccounts'
import {
  loadState,
  type StateStorage,
  saveState,
  type WalletChain,
  type WalletState,
} from './walletState'

export type MockWalletMode = 'auto' | 'manual'

export type MockWalletOptions = {
  /** The chains the wallet knows; switching to any other fails with 4902 until it is added. */
  chains: readonly WalletChain[]
  /** The chain the wallet starts on; default: the first. */
  chainId?: number
  /** The accounts' keys; default: anvil's test accounts. */
  privateKeys?: readonly Hex[]
  /** The local node of a chain id: a chain the app adds is reached here, so calls never leave the machine. */
  nodeUrls?: Readonly<Record<number, string>>
  /** 'auto' approves every prompt; 'manual' holds each until `approve()` or `reject()`. */
  mode?: MockWalletMode
  /** Where the wallet remembers its connection, chain and accounts (e.g. localStorage), like a real extension. */
  storage?: StateStorage
  storageKey?: string
  /**
   * A person takes a moment to reject: scripted rejections and failures of prompts answer
   * after this many ms (default 0). RainbowKit misses a connect rejection in its first ~50 ms
   * (no RETRY), so browser tests want a few hundred.
   */
  rejectDelayMs?: number
  /** The chain `moveToUnsupportedChain()` goes to; default: 31337 'Anvil'. */
  unsupportedChain?: WalletChain
  fetch?: typeof fetch
}

export type PendingRequest = { id: number; method: string; params: unknown }

/** A request waiting for the user, and how the user answers it. */
type Prompt = PendingRequest & {
  group: string
  answer: (
    decision: { type: 'approve' } | { type: 'reject' } | { type: 'fail'; message?: string },
  ) => void
}

/** The EIP-1193 provider object a page or a connector talks to. */
export type MockEip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: never[]) => void): unknown
  once(event: string, listener: (...args: never[]) => void): unknown
  removeListener(event: string, listener: (...args: never[]) => void): unknown
  off(event: string, listener: (...args: never[]) => void): unknown
}

export type DisconnectOptions = {
  /** 4900 (default), 4901 or 1013 (MetaMask's "reconnecting"). */
  code?: 4900 | 4901 | 1013
  /** Keep the site connected, so eth_accounts still answers accounts (wagmi then ignores a 1013). */
  accountsLeft?: boolean
}

/** Methods that show the user a prompt: they can be held, and a second one of a kind gets -32002. */
export const promptMethods = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
] as const

/** The QR pairing step of the QR connector; `scan()` approves it. */
export const scanMethod = 'mock_scanQrCode'

/** Scripts for 'connect' answer whichever connect request comes first (wagmi asks wallet_requestPermissions, then eth_requestAccounts). */
export const connectAlias = 'connect'

/** Wallet methods anvil would answer with its own unlocked keys: refused, never forwarded. */
const unsupportedMethods = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
])

const promptGroup = (method: string) =>
  method === 'wallet_requestPermissions' || method === 'eth_requestAccounts' ? 'connect' : method

const defaultUnsupportedChain: WalletChain = { id: 31_337, name: 'Anvil', rpcUrl: '' }
const defaultNativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

type Handler<parsed> = {
  /** Checks the params (-32602) and the preconditions (4100, 4902) before anything is consumed. */
  parse: (params: unknown) => parsed
  /** Whether the call needs the user. */
  prompt?: (parsed: parsed) => boolean
  perform: (parsed: parsed) => unknown | Promise<unknown>
}

/**
 * A scriptable EIP-1193 wallet backed by the local chains: signs with test keys,
 * sends everything else to the current chain's node.
 */
export function createMockWallet(options: MockWalletOptions) {
  const [firstChain] = options.chains
  if (!firstChain) throw new Error('createMockWallet: give the wallet at least one chain.')
  const accounts: PrivateKeyAccount[] = (options.privateKeys ?? anvilTestKeys).map((key) =>
    privateKeyToAccount(key),
  )
  const [firstAccount] = accounts
  if (!firstAccount) throw new Error('createMockWallet: give the wallet at least one private key.')
  const fetchFn =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  const storageKey = options.storageKey ?? 'plaza.mockWallet'
  const unsupportedChain = options.unsupportedChain ?? defaultUnsupportedChain
  const initialState = (): WalletState => ({
    permitted: false,
    unlocked: true,
    selected: 0,
    chainId: options.chainId ?? firstChain.id,
    addedChains: [],
    watchedAssets: [],
  })

  let state = loadState(options.storage, storageKey, initialState())
  let mode: MockWalletMode = options.mode ?? 'auto'
  const events = new Emitter()
  const updates = new Emitter()
  const scenarios = new Scenarios()
  const log = new RequestLog()
  const prompts: Prompt[] = []
  let displayUri: string | undefined

  const notify = () => updates.emit('update')
  const commit = (next: Partial<WalletState>) => {
    state = { ...state, ...next }
    saveState(options.storage, storageKey, state)
    notify()
  }

  const knownChains = () => [...options.chains, ...state.addedChains]
  const knownChain = (chainId: number) => knownChains().find((chain) => chain.id === chainId)
  const currentChain = () =>
    knownChain(state.chainId) ??
    (state.chainId === unsupportedChain.id ? unsupportedChain : undefined)
  const selectedAccount = () => accounts[state.selected] ?? firstAccount
  const orderedAccounts = () => [
    selectedAccount(),
    ...accounts.filter((account) => account !== selectedAccount()),
  ]
  const visibleAccounts = (): Address[] =>
    state.permitted && state.unlocked ? orderedAccounts().map((account) => account.address) : []

  const emitAccounts = () => events.emit('accountsChanged', visibleAccounts())
  const setChain = (chainId: number) => {
    if (chainId === state.chainId) return
    commit({ chainId })
    events.emit('chainChanged', numberToHex(chainId))
  }
  const addChain = (chain: WalletChain) => {
    if (!knownChain(chain.id)) commit({ addedChains: [...state.addedChains, chain] })
  }

  const signer = (method: string, address: Address) => {
    const account =
      state.permitted &&
      state.unlocked &&
      accounts.find((candidate) => isAddressEqual(candidate.address, address))
    if (!account)
      throw walletErrors.unauthorized(
        `${method}: ${address} is not an account connected to this site.`,
      )
    return account
  }

  const nodeUrl = () => {
    const url = currentChain()?.rpcUrl
    if (!url)
      throw new ChainDisconnectedError(
        new Error(`The wallet has no node for chain ${state.chainId}.`),
      )
    return url
  }

  const viemChain = (): Chain => {
    const chain = currentChain()
    return defineChain({
      id: state.chainId,
      name: chain?.name ?? `Chain ${state.chainId}`,
      nativeCurrency: chain?.nativeCurrency ?? defaultNativeCurrency,
      rpcUrls: { default: { http: [nodeUrl()] } },
    })
  }

  const permissions = () =>
    state.permitted
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: typeof location === 'undefined' ? 'mock-wallet' : location.origin,
            caveats: [
              {
                type: 'restrictReturnedAccounts',
                value: orderedAccounts().map((account) => account.address),
              },
            ],
          },
        ]
      : []

  const connectSite = () => {
    const changed = !(state.permitted && state.unlocked)
    commit({ permitted: true, unlocked: true })
    if (changed) emitAccounts()
  }

  const handlers: Record<string, Handler<never>> = {
    eth_accounts: { parse: () => undefined as never, perform: visibleAccounts },
    eth_coinbase: { parse: () => undefined as never, perform: () => visibleAccounts()[0] ?? null },
    eth_chainId: { parse: () => undefined as never, perform: () => numberToHex(state.chainId) },
    eth_requestAccounts: {
      parse: () => undefined as never,
      prompt: () => !(state.permitted && state.unlocked),
      perform: () => {
        connectSite()
        return visibleAccounts()
      },
    },
    wallet_requestPermissions: {
      parse: (params) => permissionsParam('wallet_requestPermissions', params) as never,
      prompt: () => true,
      perform: () => {
        connectSite()
        return permissions()
      },
    },
    wallet_getPermissions: { parse: () => undefined as never, perform: permissions },
    wallet_revokePermissions: {
      parse: (params) => permissionsParam('wallet_revokePermissions', params) as never,
      perform: () => {
        if (state.permitted) {
          commit({ permitted: false })
          emitAccounts()
        }
        return null
      },
    },
    wallet_switchEthereumChain: {
      parse: (params) => {
        const chainId = chainIdParam('wallet_switchEthereumChain', params)
        if (!knownChain(Number(chainId))) throw walletErrors.unrecognizedChain(chainId)
        return Number(chainId) as never
      },
      prompt: (chainId: number) => chainId !== state.chainId,
      perform: (chainId: number) => {
        setChain(chainId)
        return null
      },
    },
    wallet_addEthereumChain: {
      parse: (params) => addChainParam('wallet_addEthereumChain', params) as never,
      prompt: (chain: ReturnType<typeof addChainParam>) => Number(chain.chainId) !== state.chainId,
      perform: (chain: ReturnType<typeof addChainParam>) => {
        const id = Number(chain.chainId)
        addChain({
          id,
          name: chain.chainName,
          rpcUrl: options.nodeUrls?.[id] ?? chain.rpcUrls[0] ?? '',
          nativeCurrency: chain.nativeCurrency,
        })
        // Like MetaMask, adding a chain also switches to it.
        setChain(id)
        return null
      },
    },
    wallet_watchAsset: {
      parse: (params) => watchAssetParam('wallet_watchAsset', params) as never,
      prompt: () => true,
      perform: (asset: unknown) => {
        commit({ watchedAssets: [...state.watchedAssets, asset] })
        return true
      },
    },
    personal_sign: {
      parse: (params) => {
        const { message, address } = personalSignParam('personal_sign', params)
        return { message, account: signer('personal_sign', address) } as never
      },
      prompt: () => true,
      perform: ({ message, account }: { message: string; account: PrivateKeyAccount }) =>
        account.signMessage({
          message: /^0x[0-9a-fA-F]*$/.test(message) ? { raw: message as Hex } : message,
        }),
    },
    eth_signTypedData_v4: {
      parse: (params) => {
        const { address, typedData } = signTypedDataParam('eth_signTypedData_v4', params)
        return { typedData, account: signer('eth_signTypedData_v4', address) } as never
      },
      prompt: () => true,
      perform: ({
        typedData,
        account,
      }: {
        typedData: ReturnType<typeof signTypedDataParam>['typedData']
        account: PrivateKeyAccount
      }) => {
        const { EIP712Domain: _domainType, ...types } = typedData.types
        return account.signTypedData({
          domain: typedData.domain,
          types,
          primaryType: typedData.primaryType,
          message: typedData.message,
        } as Parameters<PrivateKeyAccount['signTypedData']>[0])
      },
    },
    eth_sendTransaction: {
      parse: (params) => {
        const tx = transactionParam('eth_sendTransaction', params)
        return { tx, account: signer('eth_sendTransaction', tx.from) } as never
      },
      prompt: () => true,
      perform: ({
        tx,
        account,
      }: {
        tx: ReturnType<typeof transactionParam>
        account: PrivateKeyAccount
      }) => {
        const client = createWalletClient({
          account,
          chain: viemChain(),
          transport: http(nodeUrl(), { fetchFn }),
        })
        const big = (value: Hex | undefined) => (value === undefined ? undefined : BigInt(value))
        const fees =
          tx.gasPrice !== undefined
            ? { gasPrice: big(tx.gasPrice) }
            : {
                maxFeePerGas: big(tx.maxFeePerGas),
                maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
              }
        return client.sendTransaction({
          to: tx.to ?? null,
          value: big(tx.value),
          data: tx.data,
          gas: big(tx.gas),
          nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
          ...fees,
        } as Parameters<typeof client.sendTransaction>[0])
      },
    },
    [scanMethod]: { parse: () => undefined as never, prompt: () => true, perform: () => null },
  }

  const waitForUser = (entry: RequestLogEntry, method: string, params: unknown) =>
    new Promise<void>((resolve, reject) => {
      entry.prompted = true
      const prompt: Prompt = {
        id: entry.id,
        method,
        params,
        group: promptGroup(method),
        answer: (decision) => {
          prompts.splice(prompts.indexOf(prompt), 1)
          if (decision.type === 'approve') resolve()
          else if (decision.type === 'reject') reject(walletErrors.userRejected(method))
          else reject(walletErrors.failed(method, decision.message))
        },
      }
      prompts.push(prompt)
      updates.emit('prompt', prompt)
      notify()
    })

  const personTakesAMoment = async (entry: RequestLogEntry, method: string) => {
    if (!options.rejectDelayMs || !(promptMethods as readonly string[]).includes(method)) return
    entry.prompted = true
    await new Promise((resolve) => setTimeout(resolve, options.rejectDelayMs))
  }

  const applyOutcome = async (
    entry: RequestLogEntry,
    method: string,
    params: unknown,
    outcome: Outcome,
  ) => {
    switch (outcome.type) {
      case 'approve':
        return
      case 'reject':
        await personTakesAMoment(entry, method)
        throw walletErrors.userRejected(method)
      case 'fail':
        await personTakesAMoment(entry, method)
        throw walletErrors.failed(method, outcome.message)
      case 'unrecognizedChain': {
        const [first] = Array.isArray(params) ? params : []
        const chainId =
          (first as { chainId?: string } | undefined)?.chainId ?? numberToHex(state.chainId)
        throw walletErrors.unrecognizedChain(chainId)
      }
      case 'alreadyPending':
        throw walletErrors.alreadyPending(method)
      case 'unsupported':
        throw walletErrors.unsupportedMethod(method)
      case 'delay':
        entry.prompted = true
        await new Promise((resolve) => setTimeout(resolve, outcome.ms))
        return
      case 'hang':
      case 'manual':
        return waitForUser(entry, method, params)
    }
  }

  const handle = async (entry: RequestLogEntry, method: string, params: unknown) => {
    const handler = handlers[method]
    if (!handler) {
      if (unsupportedMethods.has(method)) throw walletErrors.unsupportedMethod(method)
      await applyOutcome(entry, method, params, scenarios.take(method) ?? { type: 'approve' })
      return nodeRpc(nodeUrl(), method, params, fetchFn)
    }
    const parsed = handler.parse(params)
    const isPromptMethod = (promptMethods as readonly string[]).includes(method)
    if (isPromptMethod && prompts.some((prompt) => prompt.group === promptGroup(method)))
      throw walletErrors.alreadyPending(method)
    const needsUser = handler.prompt?.(parsed) ?? false
    const outcome =
      scenarios.take(method) ??
      (promptGroup(method) === 'connect' ? scenarios.take(connectAlias) : undefined) ??
      // Pairing always waits for the scan.
      (method === scanMethod || (needsUser && mode === 'manual')
        ? { type: 'manual' }
        : { type: 'approve' })
    if (needsUser) entry.prompted = true
    await applyOutcome(entry, method, params, outcome)
    return handler.perform(parsed)
  }

  const request = async (args: { method: string; params?: unknown }) => {
    const method = (args as { method?: unknown } | undefined)?.method
    const entry = log.start(typeof method === 'string' ? method : String(method), args?.params)
    notify()
    try {
      if (typeof method !== 'string' || method.length === 0)
        throw walletErrors.invalidParams(
          'request',
          'expected { method: string, params?: unknown[] | object }',
        )
      const result = await handle(entry, method, args.params)
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
      notify()
    }
  }

  const provider: MockEip1193Provider = {
    request,
    on: (event, listener) => {
      events.on(event, listener)
      if (event === 'display_uri' && displayUri) (listener as (uri: string) => void)(displayUri)
      return provider
    },
    once: (event, listener) => {
      if (event === 'display_uri' && displayUri) (listener as (uri: string) => void)(displayUri)
      else events.once(event, listener)
      return provider
    },
    removeListener: (event, listener) => {
      events.removeListener(event, listener)
      return provider
    },
    off: (event, listener) => {
      events.removeListener(event, listener)
      return provider
    },
  }

  const findPrompt = (selector?: number | string) => {
    const prompt = prompts.find(
      (candidate) =>
        selector === undefined || candidate.id === selector || candidate.method === selector,
    )
    if (!prompt)
      throw new Error(
        `No pending wallet request${selector === undefined ? '' : ` matches ${selector}`}.`,
      )
    return prompt
  }
  const publicPrompt = ({ id, method, params }: Prompt): PendingRequest => ({ id, method, params })

  return {
    provider,

    // Scripting
    /** The next `times` requests of `method` get `outcome` ('reject', 'fail', 'hang', …). */
    script(method: string, outcome: Outcome | Exclude<OutcomeType, 'delay' | 'fail'>, times = 1) {
      scenarios.script(
        method,
        typeof outcome === 'string' ? ({ type: outcome } as Outcome) : outcome,
        times,
      )
      notify()
    },
    /** 'auto' approves every prompt; 'manual' holds each for `approve()` / `reject()`. */
    setMode(next: MockWalletMode) {
      mode = next
      notify()
    },
    clearScripts() {
      scenarios.clear()
      notify()
    },

    // Prompts
    pending: (): PendingRequest[] => prompts.map(publicPrompt),
    /** Approves the oldest pending request (or the one with this id or method). */
    approve(selector?: number | string) {
      const prompt = findPrompt(selector)
      prompt.answer({ type: 'approve' })
      return publicPrompt(prompt)
    },
    /** Rejects the oldest pending request (or the one with this id or method) with 4001. */
    reject(selector?: number | string) {
      const prompt = findPrompt(selector)
      prompt.answer({ type: 'reject' })
      return publicPrompt(prompt)
    },
    /** Fails the oldest pending request (or the one with this id or method) with -32603. */
    failPending(selector?: number | string, message?: string) {
      const prompt = findPrompt(selector)
      prompt.answer({ type: 'fail', message })
      return publicPrompt(prompt)
    },
    /** Resolves when a request (of `method`, if given) waits for the user. */
    waitForPending(method?: string): Promise<PendingRequest> {
      const match = (prompt: Prompt) => method === undefined || prompt.method === method
      const existing = prompts.find(match)
      if (existing) return Promise.resolve(publicPrompt(existing))
      return new Promise((resolve) => {
        const listener = (prompt: Prompt) => {
          if (!match(prompt)) return
          updates.removeListener('prompt', listener)
          resolve(publicPrompt(prompt))
        }
        updates.on('prompt', listener)
      })
    },

    // QR pairing
    /** Shows a pairing URI (`display_uri`) and waits for `scan()`; 4001 if rejected. */
    async pair(
      uri = `plaza-mock-wallet://pair?session=${Math.random().toString(36).slice(2, 10)}`,
    ) {
      displayUri = uri
      const scanned = request({ method: scanMethod, params: [{ uri }] })
      events.emit('display_uri', uri)
      events.emit('message', { type: 'display_uri', data: uri })
      try {
        await scanned
      } finally {
        displayUri = undefined
      }
    },
    /** The user scans the QR code: approves the pending pairing. */
    scan() {
      return this.approve(scanMethod)
    },

    // Wallet-side actions
    /** The user selects another account (index or address). */
    switchAccount(account: number | Address) {
      const index =
        typeof account === 'number'
          ? account
          : accounts.findIndex((candidate) => isAddressEqual(candidate.address, account))
      if (!accounts[index]) throw new Error(`The wallet has no account ${account}.`)
      commit({ selected: index })
      if (state.permitted && state.unlocked) emitAccounts()
    },
    /** The user locks the wallet: no accounts, `accountsChanged([])`. */
    lock() {
      commit({ unlocked: false })
      if (state.permitted) emitAccounts()
    },
    unlock() {
      commit({ unlocked: true })
      if (state.permitted) emitAccounts()
    },
    /** The user switches chain in the wallet; an unknown chain is added first. */
    changeChain(chainId: number, chain?: Partial<WalletChain>) {
      if (!knownChain(chainId) && chainId !== unsupportedChain.id)
        addChain({
          name: `Chain ${chainId}`,
          rpcUrl: options.nodeUrls?.[chainId] ?? '',
          ...chain,
          id: chainId,
        })
      setChain(chainId)
    },
    /** The user moves to a chain the app does not configure. */
    moveToUnsupportedChain() {
      setChain(unsupportedChain.id)
    },
    /** The wallet ends the session (4900), loses the chain (4901) or reconnects (1013). */
    disconnect({ code = 4900, accountsLeft = false }: DisconnectOptions = {}) {
      if (!accountsLeft) commit({ permitted: false })
      const cause = new Error('The mock wallet disconnected.')
      const error =
        code === 4900
          ? new ProviderDisconnectedError(cause)
          : code === 4901
            ? new ChainDisconnectedError(cause)
            : new ProviderRpcError(cause, {
                code,
                shortMessage: 'The wallet is reconnecting; try again later.',
              })
      events.emit('disconnect', error)
    },
    /** The wallet's connection is back: `connect` with the chain id. */
    reconnect() {
      events.emit('connect', { chainId: numberToHex(state.chainId) })
    },
    /** An EIP-1193 `message` event. */
    sendMessage(type: string, data?: unknown) {
      events.emit('message', { type, data })
    },

    // Reading
    /** Every request received, in order (optionally of one method). */
    log: (filter?: { method?: string }) => log.entries(filter),
    clearLog() {
      log.clear()
      notify()
    },
    /** What the wallet shows its user, serialisable. */
    snapshot() {
      return {
        mode,
        permitted: state.permitted,
        unlocked: state.unlocked,
        accounts: visibleAccounts(),
        allAccounts: accounts.map((account) => account.address),
        selectedAccount: selectedAccount().address,
        chainId: state.chainId,
        chains: knownChains().map(({ id, name }) => ({ id, name })),
        watchedAssets: state.watchedAssets,
        pending: prompts.map(publicPrompt),
        scripted: scenarios.scripted(),
      }
    },
    /** Calls `listener` after every change (for a UI such as the Wallet Lab). */
    subscribe(listener: () => void) {
      updates.on('update', listener)
      return () => {
        updates.removeListener('update', listener)
      }
    },
    /** Forgets the connection, added chains, scripts, prompts and log. */
    reset() {
      for (const prompt of [...prompts]) prompt.answer({ type: 'reject' })
      scenarios.clear()
      log.clear()
      options.storage?.removeItem(storageKey)
      state = initialState()
      mode = options.mode ?? 'auto'
      notify()
    },
  }
}

export type MockWallet = ReturnType<typeof createMockWallet>
