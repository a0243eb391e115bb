/**
 * EIP-5792's atomic capability of a chain: 'supported' (batches land all or none),
 * 'ready' (the account can be upgraded to that; the user approves the upgrade with the
 * first atomic batch) or 'unsupported' (calls land one by one; an atomic batch gets 5760).
 */
export type AtomicStatus = 'supported' | 'ready' | 'unsupported'

/** One status for every chain, or one per chain id (chains not named: 'supported'). */
export type AtomicOption = AtomicStatus | Readonly<Record<number, AtomicStatus>>

/** The atomic status of every chain, and the chains that differ. */
export type AtomicConfig = { all: AtomicStatus; byChain: Readonly<Record<number, AtomicStatus>> }

export function atomicConfig(option: AtomicOption = 'supported'): AtomicConfig {
  return typeof option === 'string'
    ? { all: option, byChain: {} }
    : { all: 'supported', byChain: { ...option } }
}
