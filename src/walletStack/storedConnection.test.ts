import { hasStoredConnection } from './storedConnection'

const storageWith = (value: string | null) => () => ({ getItem: () => value })

describe('CFG-4: a stored connection loads the wallet stack at once', () => {
  test('CFG-4: a current connection in wagmi.store is one to restore', () => {
    const stored = JSON.stringify({
      state: { connections: { __type: 'Map', value: [] }, chainId: 1, current: 'abc' },
      version: 2,
    })
    expect(hasStoredConnection(storageWith(stored))).toBe(true)
  })

  test('CFG-4: no store, blocked storage, a disconnected store or unreadable JSON is nothing to restore', () => {
    expect(hasStoredConnection(() => undefined)).toBe(false)
    expect(hasStoredConnection(storageWith(null))).toBe(false)
    expect(hasStoredConnection(storageWith('{"state":{"current":null},"version":2}'))).toBe(false)
    expect(hasStoredConnection(storageWith('{not json'))).toBe(false)
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    expect(hasStoredConnection(blocked)).toBe(false)
  })
})
