// Entry `@plaza-social/test/redis`: a throwaway redis-server, started by tests like the chains.
export {
  type RedisServer,
  RedisServerStartError,
  startRedisServer,
} from '../redis/startRedisServer'
