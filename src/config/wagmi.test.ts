import { EventEmitter } from 'node:events'
import { connect, custom } from '@wagmi/core'
import { createAppConfig } from './wagmi'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** window.ethereum: a browser wallet that approves at once. */
function installBrowserWallet() {
  const request = async ({ method }: { method: string }) => {
    if (method === 'eth_chainId') return '0x1'
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [alice]
    if (method === 'wallet_requestPermissions') return [{ parentCapability: 'eth_accounts' }]
    return null
  }
  Object.defineProperty(window, 'ethereum', {
    value: Object.assign(new EventEmitter(), { request }),
    configurable: true,
  })
}

async function connectBrowserWallet(config: ReturnType<typeof createAppConfig>) {
  const connector = config.connectors.find((candidate) => candidate.id === 'injected')
  await connect(config, { connector: connector! })
}

const nodeless = {
  projectId: 'test-project',
  transportFor: () => custom({ request: async () => '0x1' }),
}

describe('createAppConfig storage', () => {
  beforeEach(installBrowserWallet)
  afterAll(() => Reflect.deleteProperty(window, 'ethereum'))

  test("default: the connection is kept in the browser's local storage ('wagmi.store'), for the next visit", async () => {
    const config = createAppConfig(nodeless)
    await connectBrowserWallet(config)
    const stored = JSON.parse(localStorage.getItem('wagmi.store') ?? 'null')
    expect(stored?.state?.current).toBe(config.state.current)
  })

  test('parameters: storage: null keeps nothing, and the connection still works', async () => {
    const config = createAppConfig({ ...nodeless, storage: null })
    await connectBrowserWallet(config)
    expect(config.state.status).toBe('connected')
    expect(config.storage).toBeNull()
    expect(Object.keys(localStorage).filter((key) => key.startsWith('wagmi.'))).toEqual([])
  })
})
