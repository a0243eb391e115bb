import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import nextConfig from '../../next.config'

describe('next.config: test builds may skip deployment traces, production builds keep them', () => {
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
