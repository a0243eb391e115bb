import type { Redis } from 'ioredis'
import type { AuthStore } from './authStore'

const prefix = 'plaza:auth:'

/** The shared store: every key expires by itself (PX), and DEL's count makes a nonce single-use. */
export function createRedisAuthStore(redis: Redis): AuthStore {
  return {
    async saveNonce(nonce, binding, ttlMs) {
      await redis.set(`${prefix}nonce:${nonce}`, binding, 'PX', ttlMs)
    },
    async nonceBinding(nonce) {
      return (await redis.get(`${prefix}nonce:${nonce}`)) ?? undefined
    },
    async takeNonce(nonce) {
      return (await redis.del(`${prefix}nonce:${nonce}`)) === 1
    },
    async revokeSession(sessionId, ttlMs) {
      await redis.set(`${prefix}revoked:${sessionId}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)))
    },
    async isSessionRevoked(sessionId) {
      return (await redis.exists(`${prefix}revoked:${sessionId}`)) === 1
    },
  }
}
