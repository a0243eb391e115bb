import { createMemoryNonceStore, nonceTtlMs } from './nonceStore'

describe('the nonce store', () => {
  test('ERR-SIWE: a nonce is accepted once, then never again', () => {
    const store = createMemoryNonceStore()
    const nonce = store.issue()
    expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(store.consume(nonce)).toBe(true)
    expect(store.consume(nonce)).toBe(false)
  })

  test('ERR-SIWE: a nonce expires after five minutes and unknown nonces are refused', () => {
    let now = 1_000
    const store = createMemoryNonceStore({ now: () => now })
    const nonce = store.issue()
    now += nonceTtlMs
    expect(store.consume(nonce)).toBe(false)
    expect(store.consume('someOtherNonce')).toBe(false)
  })

  test('every nonce is different', () => {
    const store = createMemoryNonceStore()
    const nonces = new Set(Array.from({ length: 100 }, () => store.issue()))
    expect(nonces.size).toBe(100)
  })
})
