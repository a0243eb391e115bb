import { createConnectAttempts } from './connectAttempts'

const failed = (error: Error) => Promise.reject(error)

describe("ST-7: the phone sheet's connection attempts", () => {
  test('ST-7: a failed attempt is kept, with its wallet, until the next attempt starts', async () => {
    const attempts = createConnectAttempts()
    const changes: unknown[] = []
    attempts.subscribe(() => changes.push(attempts.failure()))
    const refused = new Error('User rejected the request.')
    attempts.attempt({ walletId: 'metaMask', attempt: failed(refused) })
    await expect.poll(() => attempts.failure()).toEqual({ walletId: 'metaMask', error: refused })
    attempts.attempt({ walletId: 'rainbow', attempt: new Promise(() => {}) })
    expect(attempts.failure()).toBeUndefined()
    expect(changes).toEqual([undefined, { walletId: 'metaMask', error: refused }, undefined])
  })

  test('ST-7: an attempt that succeeds, or one without a connection, leaves no failure', async () => {
    const attempts = createConnectAttempts()
    const connected = Promise.resolve('connected')
    attempts.attempt({ walletId: 'metaMask', attempt: connected })
    attempts.attempt({ walletId: 'metaMask', attempt: undefined })
    await connected
    expect(attempts.failure()).toBeUndefined()
  })

  test('ST-7: an earlier attempt that fails after a later one started is not shown', async () => {
    const attempts = createConnectAttempts()
    let failEarlier = (_error: Error) => {}
    const earlier = new Promise((_resolve, reject) => {
      failEarlier = reject
    })
    attempts.attempt({ walletId: 'metaMask', attempt: earlier })
    const later = failed(new Error('later'))
    attempts.attempt({ walletId: 'rainbow', attempt: later })
    await expect.poll(() => attempts.failure()?.walletId).toBe('rainbow')
    failEarlier(new Error('earlier'))
    await expect(earlier).rejects.toThrow('earlier')
    expect(attempts.failure()?.walletId).toBe('rainbow')
  })

  test('behavior: a listener that unsubscribed hears nothing more', async () => {
    const attempts = createConnectAttempts()
    const listener = vi.fn()
    attempts.subscribe(listener)()
    attempts.attempt({ walletId: 'metaMask', attempt: failed(new Error('refused')) })
    await expect.poll(() => attempts.failure()).toBeDefined()
    expect(listener).not.toHaveBeenCalled()
  })
})
