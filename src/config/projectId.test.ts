import { specChains } from '../../fixtures/spec/chains'
import { ProjectIdMissingError } from '../errors/config'
import { resolveProjectId } from './projectId'
import { createAppConfig } from './wagmi'

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

  test.each([
    ['the placeholder sample id only logs a warning', 'YOUR_PROJECT_ID', [/YOUR_PROJECT_ID/]],
    ['a real project id passes silently', '0123456789abcdef', []],
  ])('CFG-5: %s', (_, projectId, warned) => {
    const warnings: string[] = []
    expect(resolveProjectId(projectId, (message) => warnings.push(message))).toBe(projectId)
    expect(warnings).toEqual(warned.map((pattern) => expect.stringMatching(pattern)))
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
})
