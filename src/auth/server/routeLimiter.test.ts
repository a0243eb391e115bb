import { createMemoryRouteLimiter } from './routeLimiter'

describe('per-client rate limits (issue 16 item 5)', () => {
  test('ERR-SIWE: a client flooding a route is stopped with a retry time; others are not', async () => {
    const limiter = createMemoryRouteLimiter()
    let refused: Awaited<ReturnType<typeof limiter.take>> | undefined
    for (let request = 0; request < 500 && !refused; request++) {
      const decision = await limiter.take('nonce', '203.0.113.1')
      if (!decision.allowed) refused = decision
    }
    expect(refused).toMatchObject({ allowed: false })
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(await limiter.take('nonce', '203.0.113.2')).toEqual({ allowed: true })
    expect(await limiter.take('session', '203.0.113.1')).toEqual({ allowed: true })
  })
})
