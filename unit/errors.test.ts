import type { SpecError } from '../fixtures/spec/errors'
import { specErrors } from '../fixtures/spec/errors'
import {
  ChainNotFoundOnConnectorError,
  ConnectorNotFoundError,
  NoChainsFoundError,
} from '../src/errors/connector'

const textOf = (row: string) =>
  (specErrors as readonly SpecError[]).find((error) => error.row === row)?.text

describe('error classes carry the spec wording (§8)', () => {
  test('ERR-NOPROV: "Connector not found"', () => {
    expect(new ConnectorNotFoundError().message).toBe(textOf('ERR-NOPROV'))
  })

  test('ERR-NOCHAINS: "No chains found on connector."', () => {
    expect(new NoChainsFoundError().message).toBe(textOf('ERR-NOCHAINS'))
  })

  test('ERR-CHAIN404: "Chain not found on connector." with the chain in the details', () => {
    const error = new ChainNotFoundOnConnectorError({ chainId: 31337 })
    expect(error.message).toBe(textOf('ERR-CHAIN404'))
    expect(error.details).toBe('Chain 31337 is not configured.')
  })
})
