/**
 * Whether wagmi's storage holds a connection to restore (spec CFG-4): its persisted store
 * (`wagmi.store`) names a current connection. Read without loading wagmi, so the first visit of
 * a visitor with nothing to restore stays light. Storage the browser blocks holds nothing.
 */
export function hasStoredConnection(
  storage: () => Pick<Storage, 'getItem'> | undefined = () => window.localStorage,
): boolean {
  try {
    const stored = storage()?.getItem('wagmi.store')
    if (!stored) return false
    const state = (JSON.parse(stored) as { state?: { current?: unknown } } | null)?.state
    return typeof state?.current === 'string' && state.current.length > 0
  } catch {
    return false
  }
}
