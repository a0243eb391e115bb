import { SwitchChainNotSupportedError } from '@wagmi/core'
import {
  ProviderRpcError,
  SwitchChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'
import { specAppTexts } from '../../../fixtures/spec/appTexts'
import { ChainNotFoundOnConnectorError } from '../../errors/connector'
import { switchChainMessage } from './switchChainMessage'

const wallet = (code: number) =>
  new ProviderRpcError(new Error('from the wallet'), { code, shortMessage: 'x' })

describe('switchChainMessage', () => {
  test('ERR-4001: a rejected switch reads as a rejection', () => {
    expect(switchChainMessage(new UserRejectedRequestError(new Error('no')), 'Plaza Social')).toBe(
      specAppTexts.switchRejected,
    )
  })

  test('CHN-4: a wallet that cannot switch from the app says so', () => {
    const expected =
      'Your wallet does not support switching networks from Plaza Social. Try switching networks from within your wallet instead.'
    expect(switchChainMessage(new SwitchChainError(wallet(4200)), 'Plaza Social')).toBe(expected)
    expect(
      switchChainMessage(new UnsupportedProviderMethodError(new Error('x')), 'Plaza Social'),
    ).toBe(expected)
    expect(
      switchChainMessage(
        new SwitchChainNotSupportedError({ connector: { name: 'Test' } as never }),
        'Plaza Social',
      ),
    ).toBe(expected)
  })

  test('ERR-CHAIN404: a chain that is not configured: "Chain not found on connector."', () => {
    expect(switchChainMessage(new ChainNotFoundOnConnectorError({ chainId: 5 }), 'x')).toBe(
      'Chain not found on connector.',
    )
  })

  test('ERR-SWITCH: any other failure is the switch-chain error', () => {
    expect(switchChainMessage(new SwitchChainError(wallet(-32603)), 'x')).toBe(
      'An error occurred when attempting to switch chain.',
    )
    expect(switchChainMessage('garbage', 'x')).toBe(specAppTexts.switchFailed)
  })
})
