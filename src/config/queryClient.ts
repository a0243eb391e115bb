import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { deserialize, serialize } from 'wagmi'
import { hashFn } from 'wagmi/query'
import {
  queryCacheMs,
  queryNetworkMode,
  queryPersistKey,
  queryRetries,
  refetchOnWindowFocus,
} from './constants'

/** The data cache of spec §9: one day, no refetch on focus, no retries, offline-first. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: queryCacheMs,
        refetchOnWindowFocus,
        retry: queryRetries,
        networkMode: queryNetworkMode,
        queryKeyHashFn: hashFn,
      },
      mutations: { networkMode: queryNetworkMode, retry: queryRetries },
    },
  })
}

/** Persists the cache to local storage for a day (a no-op where there is no window). */
export function createPersistOptions(
  storage: Storage | undefined = typeof window === 'undefined' ? undefined : window.localStorage,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    // wagmi's (de)serializers keep bigints (balances, block numbers) intact.
    persister: createSyncStoragePersister({
      storage,
      key: queryPersistKey,
      serialize,
      deserialize,
    }),
    maxAge: queryCacheMs,
  }
}
