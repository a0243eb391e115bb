import type { Hex } from 'viem'
import type { AtomicOption } from '../calls/atomicStatus.ts'
import type { WalletPersona } from '../personas/walletPersona.ts'
import type { NodeOptions } from './node.ts'
import type { StateStorage, WalletChain } from './state.ts'

export type MockWalletMode = 'auto' | 'manual'

export type MockWalletOptions = NodeOptions & {
  /** The chains the wallet knows; switching to any other fails with 4902 until it is added. */
  chains: readonly WalletChain[]
  /** The chain the wallet starts on; default: the first. */
  chainId?: number
  /** The accounts' keys; default: anvil's test accounts. */
  privateKeys?: readonly Hex[]
  /** The node of a chain id: a chain the app adds is reached here, so calls never leave the machine. */
  nodeUrls?: Readonly<Record<number, string>>
  /** 'auto' approves every prompt; 'manual' holds each until `approve()` or `reject()`. */
  mode?: MockWalletMode
  /** Where the wallet remembers its connection, chain and accounts (e.g. localStorage), like a real extension. */
  storage?: StateStorage
  /** Names the wallet's globals, storage key and pairing URI scheme (see mockWalletNames); default 'test'. */
  namespace?: string
  /**
   * A person takes a moment to reject: scripted rejections and failures of prompts answer
   * after this many ms (default 0). A UI that misses an answer arriving in its first
   * milliseconds wants a few hundred.
   */
  rejectDelayMs?: number
  /** The chain `moveToUnsupportedChain()` goes to; default: 31337 'Anvil' with no node. */
  unsupportedChain?: WalletChain
  /** EIP-5792 atomic batches, per chain or for all; default 'supported'. */
  atomic?: AtomicOption
  /** The most calls one wallet_sendCalls may carry (more: 5740); default no limit. */
  maxCallsPerBatch?: number
  /** Answer as a real wallet does where wallets differ (see walletPersonas); default the plain mock. */
  persona?: WalletPersona
}
