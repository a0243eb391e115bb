import { specChains } from '../../fixtures/spec/chains'
import { resolveProjectId } from '../../src/config/projectId'
import { createAppConfig } from '../../src/config/wagmi'
import { ProjectIdMissingError } from '../../src/errors/config'

describe('CFG-5: WalletConnect project id', () => {
  // The variable may come from .env (loaded by some runners): each test sets what it needs.
  beforeEach(() => vi.stubEnv('NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID', undefined))
  afterEach(() => vi.unstubAllEnvs())

  test.each([undefined, '', '   '])(
    'CFG-5: a missing project id (%j) fails fast naming the variable',
    (value) => {
      expect(() => resolveProjectId(value, () => {})).toThrow(ProjectIdMissingError)
      expect(() => resolveProjectId(value, () => {})).toThrow(
        /NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID/,
      )
    },
  )

  test('CFG-5: the app config refuses to build without a project id', () => {
    expect(() => createAppConfig({ projectId: '' })).toThrow(ProjectIdMissingError)
  })

  test('CFG-5: the placeholder sample id only logs a warning', () => {
    const warnings: string[] = []
    expect(resolveProjectId('YOUR_PROJECT_ID', (message) => warnings.push(message))).toBe(
      'YOUR_PROJECT_ID',
    )
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/YOUR_PROJECT_ID/)
  })

  test('CFG-5: the app config warns on the console for the placeholder, and builds', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(createAppConfig({ projectId: 'YOUR_PROJECT_ID' }).chains).toHaveLength(
        specChains.length,
      )
      expect(warn.mock.calls.map((call) => String(call[0]))).toContainEqual(
        expect.stringMatching(/sample id 'YOUR_PROJECT_ID'/),
      )
    } finally {
      warn.mockRestore()
    }
  })

  test('CFG-5: a real project id passes silently', () => {
    const warnings: string[] = []
    expect(resolveProjectId('0123456789abcdef', (message) => warnings.push(message))).toBe(
      '0123456789abcdef',
    )
    expect(warnings).toEqual([])
  })
})
