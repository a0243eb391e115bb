import { specErrorText as specText } from '../../fixtures/spec/errors'
import { ChainNotFoundOnConnectorError, WalletProviderNotFoundError } from './connector'

describe('the connector errors carry the spec wording (§8)', () => {
  test('ERR-NOPROV: WalletProviderNotFoundError reads "Connector not found"', () => {
    const error = new WalletProviderNotFoundError()
    expect(error.shortMessage).toBe(specText('ERR-NOPROV'))
    expect(error).toMatchInlineSnapshot(`[WalletProviderNotFoundError: Connector not found]`)
  })

  test('ERR-CHAIN404: ChainNotFoundOnConnectorError reads "Chain not found on connector.", the chain in the details', () => {
    const error = new ChainNotFoundOnConnectorError({ chainId: 31337 })
    expect(error.shortMessage).toBe(specText('ERR-CHAIN404'))
    expect(error).toMatchInlineSnapshot(`
      [ChainNotFoundOnConnectorError: Chain not found on connector.

      Details: Chain 31337 is not configured.]
    `)
    expect(new ChainNotFoundOnConnectorError()).toMatchInlineSnapshot(
      `[ChainNotFoundOnConnectorError: Chain not found on connector.]`,
    )
  })
})
