import { connect, custom } from '@wagmi/core'
import { browserWalletOf, installBrowserWallet } from '../../unit/renderWithProviders'
import { createAppConfig } from './wagmi'

const nodeless = {
  projectId: 'test-project',
  transportFor: () => custom({ request: async () => '0x1' }),
}

describe('createAppConfig storage', () => {
  beforeEach(() => {
    installBrowserWallet()
  })

  test("default: the connection is kept in the browser's local storage ('wagmi.store'), for the next visit", async () => {
    const config = createAppConfig(nodeless)
    await connect(config, { connector: browserWalletOf(config) })
    const stored = JSON.parse(localStorage.getItem('wagmi.store') ?? 'null')
    expect(stored?.state?.current).toBe(config.state.current)
  })

  test('parameters: storage: null keeps nothing, and the connection still works', async () => {
    const config = createAppConfig({ ...nodeless, storage: null })
    await connect(config, { connector: browserWalletOf(config) })
    expect(config.state.status).toBe('connected')
    expect(config.storage).toBeNull()
    expect(Object.keys(localStorage).filter((key) => key.startsWith('wagmi.'))).toEqual([])
  })
})
