import { SwitchChainNotSupportedError } from '@wagmi/core'
import {
  ProviderRpcError,
  SwitchChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'
import { connect, disconnect, switchChain } from 'wagmi/actions'
import { fillSpecText, specAppTexts } from '../../../fixtures/spec/appTexts'
import { specErrorText as specText } from '../../../fixtures/spec/errors'
import {
  browserWalletOf,
  installBrowserWallet,
  offlineAppConfig,
} from '../../../unit/renderWithProviders'
import type { EthereumProvider } from '../../../unit/standIns/walletConnectProvider'
import { type WalletAction, walletErrorMessage } from './walletErrorMessage'

const appName = 'Plaza Social'
const context = { appName }

describe("the Browser Wallet's connector (wagmi's injected) fails", () => {
  test.each([
    [
      'ERR-32002: a wallet answering -32002 reads as a request already waiting, not a rejection',
      'alreadyPending',
      specAppTexts.requestPending,
    ],
    [
      'ERR-4001: a wallet answering 4001 reads as a rejection',
      'reject',
      specAppTexts.connectRejected,
    ],
    [
      "ERR-NOPROV: with no injected provider, picking the Browser Wallet reads 'Connector not found'",
      undefined,
      specText('ERR-NOPROV'),
    ],
  ] as const)('%s', async (_, answer, shown) => {
    if (answer) installBrowserWallet().script('connect', answer)
    const config = offlineAppConfig()
    const error = await connect(config, { connector: browserWalletOf(config) }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    )
    expect(error).toBeDefined()
    expect(walletErrorMessage('connect', error, context)).toBe(shown)
  })

  test("ERR-CHAIN404: switching to a chain the app does not configure reads 'Chain not found on connector.'", async () => {
    installBrowserWallet()
    const config = offlineAppConfig()
    await connect(config, { connector: browserWalletOf(config) })
    const error = await switchChain(config, { chainId: 31_337 as 1 }).catch((thrown) => thrown)
    expect(walletErrorMessage('switchChain', error, context)).toBe(specText('ERR-CHAIN404'))
  })
})

describe("WalletConnect's connector (wagmi's walletConnect, the app's wrappers) fails", () => {
  test("ERR-CHAIN404: switching to a chain the app does not configure reads 'Chain not found on connector.'", async () => {
    const config = offlineAppConfig()
    const connector = config.connectors.find((candidate) => candidate.id === 'walletConnect')!
    await connect(config, { connector })
    // RainbowKit shares this connector with the other configs of the module graph made with the
    // same parameters: the session ends with the test, and the next one to connect it starts afresh.
    onTestFinished(() => disconnect(config))
    // Its provider, shared too: the requests from here on are this test's.
    const provider = (await connector.getProvider()) as EthereumProvider
    const requestsBefore = provider.requests.length
    const error = await switchChain(config, { chainId: 31_337 as 1 }).catch((thrown) => thrown)
    expect(walletErrorMessage('switchChain', error, context)).toBe(specText('ERR-CHAIN404'))
    // The session never asked the wallet for it.
    expect(provider.requests.slice(requestsBefore)).toEqual([])
  })
})

describe('what the visitor reads for each failure, however the libraries wrap it', () => {
  const read = (action: WalletAction, error: unknown) => walletErrorMessage(action, error, context)
  /** How viem and wagmi wrap a wallet's answer: an outer error whose cause it is. */
  const wrapped = (cause: object) => ({ name: 'ConnectorError', message: 'wrapper', cause })
  /** The wallet's own answer, as viem's error classes carry it. */
  const walletAnswer = (code: number) =>
    new ProviderRpcError(new Error('from the wallet'), { code, shortMessage: 'x' })

  test('ERR-4001: a rejection by code or by name reads as a rejection of what was asked', () => {
    for (const error of [
      { code: 4001 },
      { name: 'UserRejectedRequestError' },
      new UserRejectedRequestError(new Error('no')),
    ]) {
      expect(read('connect', error)).toBe(specAppTexts.connectRejected)
      expect(read('switchChain', wrapped(error))).toBe(specAppTexts.switchRejected)
      expect(read('signMessage', wrapped(error))).toBe(specAppTexts.signRejected)
    }
  })

  test('ERR-32002: a request already pending, by code or by name, is not a rejection', () => {
    for (const error of [{ code: -32002 }, { name: 'ResourceUnavailableRpcError' }]) {
      expect(read('connect', wrapped(error))).toBe(specAppTexts.requestPending)
      expect(read('switchChain', error)).toBe(specAppTexts.requestPending)
    }
  })

  test("ERR-NOPROV: wagmi's and the app's provider-not-found errors read 'Connector not found'", () => {
    for (const name of ['ProviderNotFoundError', 'WalletProviderNotFoundError'])
      expect(read('connect', wrapped({ name })), name).toBe(specText('ERR-NOPROV'))
  })

  test("ERR-CHAIN404: 'Chain not found on connector.' by name or by the short text viem-shaped errors carry", () => {
    for (const name of ['ChainNotConfiguredError', 'ChainNotFoundOnConnectorError'])
      expect(read('switchChain', wrapped({ name })), name).toBe(specText('ERR-CHAIN404'))
    const viemShaped = {
      shortMessage: specText('ERR-CHAIN404'),
      message: `${specText('ERR-CHAIN404')}\n\nVersion: viem@2`,
    }
    expect(read('switchChain', viemShaped)).toBe(specText('ERR-CHAIN404'))
  })

  test('CHN-4: a wallet that cannot switch (4200 or by name) reads RainbowKit’s wording; a connection adds nothing', () => {
    const cannotSwitch = fillSpecText(specAppTexts.switchNotSupported, { appName })
    for (const error of [
      { code: 4200 },
      { name: 'SwitchChainNotSupportedError' },
      { name: 'UnsupportedProviderMethodError' },
      new SwitchChainError(walletAnswer(4200)),
      new UnsupportedProviderMethodError(new Error('x')),
      new SwitchChainNotSupportedError({ connector: { name: 'Test' } as never }),
    ]) {
      expect(read('switchChain', wrapped(error))).toBe(cannotSwitch)
      expect(read('connect', error)).toBeUndefined()
    }
  })

  test('ERR-SWITCH: any other failure of a switch reads as a failed switch; of a connection, adds nothing', () => {
    const cyclic: { name: string; cause?: unknown } = { name: 'LoopError' }
    cyclic.cause = cyclic
    for (const error of [
      new Error('boom'),
      null,
      undefined,
      'boom',
      cyclic,
      { code: 4902 },
      new SwitchChainError(walletAnswer(-32603)),
    ]) {
      expect(read('switchChain', error)).toBe(specAppTexts.switchFailed)
      expect(read('connect', error)).toBeUndefined()
    }
  })
})
