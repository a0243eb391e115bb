import { useQuery } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { specAppLimits } from '../../fixtures/spec/appLimits'
import { specConstants } from '../../fixtures/spec/constants'
import { offlineAppConfig } from '../../unit/renderWithProviders'
import { Providers } from '../components/Providers/Providers'
import { createPersistOptions, createQueryClient } from './queryClient'

function Balance({ load }: { load: () => Promise<bigint> }) {
  const { data } = useQuery({ queryKey: ['balance'], queryFn: load, staleTime: Infinity })
  return <output>{data === undefined ? 'loading' : `${data} wei`}</output>
}

/** A page load: the app's Providers as the page mounts them, their cache where they keep it by default. */
function renderWithCache(load: () => Promise<bigint>) {
  return render(
    <Providers config={offlineAppConfig()} reconnectOnMount={false}>
      <Balance load={load} />
    </Providers>,
  )
}

describe('CFG-8: the data cache', () => {
  test('CFG-8: one day, no refetch on window focus, zero retries, offline-first', () => {
    const queries = createQueryClient().getDefaultOptions().queries
    expect(queries).toMatchObject({
      gcTime: specConstants.queryCacheMs,
      refetchOnWindowFocus: specConstants.refetchOnWindowFocus,
      retry: specConstants.queryRetries,
      networkMode: specConstants.queryNetworkMode,
    })
    expect(createPersistOptions(localStorage).maxAge).toBe(specConstants.queryCacheMs)
  })

  test("CFG-8: the app's Providers persist the cache in local storage, and it survives a reload (bigints included)", async () => {
    const first = renderWithCache(async () => 1234567890123456789012n)
    await screen.findByText('1234567890123456789012 wei')
    // The persister throttles its writes (1 s by default).
    await waitFor(() =>
      expect(localStorage.getItem(specAppLimits.queryPersistKey) ?? '').toContain(
        '1234567890123456789012',
      ),
    )
    first.unmount()

    // After the "reload" the node never answers: the value shown must come from storage.
    renderWithCache(() => new Promise<bigint>(() => {}))
    expect(await screen.findByText('1234567890123456789012 wei')).toBeInTheDocument()
  })
})
