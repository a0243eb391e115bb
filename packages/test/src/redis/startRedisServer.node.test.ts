import { Redis } from 'ioredis'
import { isPortFree } from '../ports/portAvailability'
import { RedisServerStartError, startRedisServer } from './startRedisServer'

describe('startRedisServer', () => {
  test('starts a real redis-server that answers, and stop() frees its port', async () => {
    const server = await startRedisServer()
    const client = new Redis(server.url, { maxRetriesPerRequest: 1 })
    try {
      expect(await client.ping()).toBe('PONG')
    } finally {
      client.disconnect()
      await server.stop()
    }
    expect(await isPortFree(server.port)).toBe(true)
  })

  test('a missing binary fails with an error that says what to install', async () => {
    const attempt = startRedisServer({ binary: '/nonexistent/redis-server' })
    await expect(attempt).rejects.toThrow(RedisServerStartError)
    await expect(attempt).rejects.toMatchObject({
      details: expect.stringContaining('apt-get install redis-server'),
    })
  })
})
