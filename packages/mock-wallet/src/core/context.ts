import { type Address, isAddressEqual, numberToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { type AtomicStatus, atomicConfig } from '../calls/atomicStatus.ts'
import { CallBatches } from '../calls/callBatches.ts'
import { Emitter } from './emitter.ts'
import { MockWalletOptionError } from './errors.ts'
import { mockWalletNames } from './namespace.ts'
import { createNodeAccess } from './node.ts'
import type { MockWalletMode, MockWalletOptions } from './options.ts'
import { walletErrors } from './rpcErrors.ts'
import type { MockWalletEventMap } from './rpcSchema.ts'
import { loadState, saveState, type WalletChain, type WalletState } from './state.ts'
import { anvilTestKeys } from './testAccounts.ts'

const defaultUnsupportedChain: WalletChain = { id: 31_337, name: 'Anvil', rpcUrl: '' }

/**
 * The wallet's model: its accounts, chains, remembered state and node access, and the
 * changes a request or the wallet's user makes to them. Method handlers and the control
 * API act through it; `notify` tells watchers (a lab panel) that something changed.
 */
export function createWalletContext(options: MockWalletOptions, notify: () => void) {
  const [firstChain] = options.chains
  if (!firstChain) throw new MockWalletOptionError('chains', 'give the wallet at least one chain')
  const accounts: PrivateKeyAccount[] = (options.privateKeys ?? anvilTestKeys).map((key) =>
    privateKeyToAccount(key),
  )
  const [firstAccount] = accounts
  if (!firstAccount)
    throw new MockWalletOptionError('privateKeys', 'give the wallet at least one private key')

  const names = mockWalletNames(options.namespace)
  const unsupportedChain = options.unsupportedChain ?? defaultUnsupportedChain
  const initialState = (): WalletState => ({
    permitted: false,
    unlocked: true,
    selected: 0,
    chainId: options.chainId ?? firstChain.id,
    addedChains: [],
    watchedAssets: [],
    upgradedChains: [],
  })
  let state = loadState(options.storage, names.storageKey, initialState())
  const configuredAtomic = () => atomicConfig(options.atomic ?? options.persona?.atomic)
  let atomic = configuredAtomic()
  const events = new Emitter<MockWalletEventMap>()

  const commit = (next: Partial<WalletState>) => {
    state = { ...state, ...next }
    saveState(options.storage, names.storageKey, state)
    notify()
  }

  const knownChains = () => [...options.chains, ...state.addedChains]
  const knownChain = (chainId: number) => knownChains().find((chain) => chain.id === chainId)
  const currentChain = (): WalletChain =>
    knownChain(state.chainId) ??
    (state.chainId === unsupportedChain.id
      ? unsupportedChain
      : { id: state.chainId, name: `Chain ${state.chainId}`, rpcUrl: '' })
  const selectedAccount = (): PrivateKeyAccount => accounts[state.selected] ?? firstAccount
  const orderedAccounts = (): PrivateKeyAccount[] => [
    selectedAccount(),
    ...accounts.filter((account) => account !== selectedAccount()),
  ]
  const connected = () => state.permitted && state.unlocked
  const visibleAccounts = (): Address[] =>
    connected() ? orderedAccounts().map((account) => account.address) : []
  const emitAccounts = () => events.emit('accountsChanged', visibleAccounts())

  /** A chain id as this wallet writes it: EIP-1193's hex, or a persona's decimal string. */
  const chainIdOut = (chainId: number) =>
    options.persona?.chainIds === 'decimal' ? String(chainId) : numberToHex(chainId)

  const context = {
    options,
    chainIdOut,
    names,
    events,
    // Named, so the declarations say PrivateKeyAccount rather than spell its type out.
    accounts: accounts as readonly PrivateKeyAccount[],
    node: createNodeAccess(options),
    batches: new CallBatches(),
    notify,
    /** 'auto' approves every prompt; 'manual' holds each for the user. */
    mode: (options.mode ?? 'auto') as MockWalletMode,
    /** The pairing URI shown while a QR pairing waits (also told to late listeners). */
    displayUri: undefined as string | undefined,
    get state() {
      return state
    },
    commit,
    knownChains,
    knownChain,
    currentChain,
    unsupportedChain,
    selectedAccount,
    orderedAccounts,
    connected,
    visibleAccounts,
    emitAccounts,

    setChain(chainId: number) {
      if (chainId === state.chainId) return
      commit({ chainId })
      events.emit('chainChanged', chainIdOut(chainId))
    },
    addChain(chain: WalletChain) {
      if (!knownChain(chain.id)) commit({ addedChains: [...state.addedChains, chain] })
    },
    /** The site gets the accounts (a connect prompt was approved). */
    connectSite() {
      const changed = !connected()
      commit({ permitted: true, unlocked: true })
      if (changed) emitAccounts()
    },
    /** The connected account that signs for `address`, else 4100. */
    signer(method: string, address: Address): PrivateKeyAccount {
      const account =
        connected() && accounts.find((candidate) => isAddressEqual(candidate.address, address))
      if (!account)
        throw walletErrors.unauthorized(
          `${method}: ${address} is not an account connected to this site.`,
        )
      return account
    },
    /** EIP-5792 atomic status of a chain: configured, and 'supported' once upgraded from 'ready'. */
    atomicStatus(chainId: number): AtomicStatus {
      const configured = atomic.byChain[chainId] ?? atomic.all
      return configured === 'ready' && state.upgradedChains.includes(chainId)
        ? 'supported'
        : configured
    },
    /** Changes the atomic status of one chain, or of all (forgetting per-chain ones). */
    setAtomicStatus(status: AtomicStatus, chainId?: number) {
      atomic =
        chainId === undefined
          ? { all: status, byChain: {} }
          : { ...atomic, byChain: { ...atomic.byChain, [chainId]: status } }
      notify()
    },
    /** Forgets the connection, added chains and batches; back to the options. */
    reset() {
      options.storage?.removeItem(names.storageKey)
      state = initialState()
      atomic = configuredAtomic()
      context.mode = options.mode ?? 'auto'
      context.batches.clear()
    },
  }
  return context
}

export type WalletContext = ReturnType<typeof createWalletContext>
