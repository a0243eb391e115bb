import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants'
import { specConstants } from '../../fixtures/spec/constants'
import nextConfig from '../../next.config'
import { PlaceholderProjectIdError } from '../errors/config'

/** A WalletConnect Cloud project id of the deployment's own (32 hex digits, as Cloud issues them). */
const ownProjectId = '0123456789abcdef0123456789abcdef'

describe('next.config: test builds may skip deployment traces, production builds keep them', () => {
  beforeEach(() => vi.stubEnv('NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID', ownProjectId))
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  test('a production build traces node_modules for deployment', () => {
    vi.stubEnv('NEXT_SKIP_TRACES', '')
    expect(nextConfig(PHASE_PRODUCTION_BUILD).outputFileTracingExcludes).toBeUndefined()
  })

  test('NEXT_SKIP_TRACES=1 (the e2e and bench builds) leaves node_modules out of the traces', () => {
    vi.stubEnv('NEXT_SKIP_TRACES', '1')
    expect(nextConfig(PHASE_PRODUCTION_BUILD).outputFileTracingExcludes).toEqual({
      '*': ['**/node_modules/**'],
    })
  })
})

describe('next.config: a build for real chains needs a project id of its own (spec §9)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  test('CFG-5: the sample id fails a production build for real chains, naming the variable; development and local-chain builds only warn', () => {
    vi.stubEnv('NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID', specConstants.placeholderProjectId)
    vi.stubEnv('PLAZA_LOCAL_CHAINS', '')
    expect(() => nextConfig(PHASE_PRODUCTION_BUILD)).toThrow(PlaceholderProjectIdError)
    expect(() => nextConfig(PHASE_PRODUCTION_BUILD)).toThrow(/NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID/)
    expect(() => nextConfig(PHASE_DEVELOPMENT_SERVER)).not.toThrow()
    vi.stubEnv('PLAZA_LOCAL_CHAINS', '1')
    expect(() => nextConfig(PHASE_PRODUCTION_BUILD)).not.toThrow()
  })

  test('CFG-5: a production build for real chains with a project id of its own builds', () => {
    vi.stubEnv('NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID', ownProjectId)
    vi.stubEnv('PLAZA_LOCAL_CHAINS', '')
    expect(() => nextConfig(PHASE_PRODUCTION_BUILD)).not.toThrow()
  })
})
