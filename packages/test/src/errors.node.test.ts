import { PlazaError } from '@plaza-social/errors'
import * as viem from 'viem'
import { describe, expect, test } from 'vitest'
import * as errors from './errors'

describe("the test infrastructure's errors", () => {
  test('messages', () => {
    expect([
      new errors.AnvilNotFoundError({ path: '/nowhere/anvil' }),
      new errors.PortInUseError({ port: 20_000, chainId: 1 }),
      new errors.InvalidPortRangeError({ basePort: 32_760, count: 11 }),
      new errors.NoFreePortsError({ count: 11, first: 20_000, end: 32_768 }),
      new errors.InvalidPortCountError({ count: 0 }),
      new errors.UnknownChainError({ chainId: 5 }),
      new errors.ChainStartError({ chainId: 1, reason: 'anvil exited with code 1' }),
      new errors.LocalRpcError({
        url: 'http://127.0.0.1:20000',
        method: 'evm_revert',
        message: 'nope',
      }),
      new errors.NoSnapshotError(),
      new errors.MissingStorageVariableError({ contractName: 'PlazaToken', label: 'owner' }),
    ]).toMatchInlineSnapshot(`
      [
        [AnvilNotFoundError: Anvil binary not found: /nowhere/anvil.

      Details: Run \`npm install\` (it installs @foundry-rs/anvil and its platform package).],
        [PortInUseError: Port 20000 for chain 1 is already in use.

      Details: Stop the other process, or pick other ports with --base-port / DEV_CHAINS_BASE_PORT.],
        [InvalidPortRangeError: Invalid base port 32760: 11 ports must fit in 1024..32767.],
        [NoFreePortsError: No 11 consecutive free ports in 20000..32767.

      Details: Other test runs hold them: wait for them to finish, or stop leftover processes.],
        [InvalidPortCountError: Invalid port count 0: ask for 1 port or more.],
        [UnknownChainError: Chain 5 is not one of the started chains.],
        [ChainStartError: Chain 1 did not start: anvil exited with code 1],
        [LocalRpcError: evm_revert failed on http://127.0.0.1:20000: nope],
        [NoSnapshotError: No snapshot to revert to: call snapshot() first.],
        [MissingStorageVariableError: PlazaToken has no state variable 'owner'.

      Details: Rebuild the artifacts with npm run contracts:build.],
      ]
    `)
  })

  test("behavior: each is a PlazaError, the base of the app's errors too", () => {
    const error = new errors.ChainStartError({
      chainId: 1,
      reason: 'exited',
      cause: new Error('spawn'),
    })
    expect(error).toBeInstanceOf(PlazaError)
    expect(error.walk((cause) => cause instanceof PlazaError)).toBe(error)
  })

  test('behavior: no class shares a name with a viem export (an instanceof trap)', () => {
    const classNames = Object.entries(errors)
      .filter(([, value]) => typeof value === 'function' && value.prototype instanceof Error)
      .map(([name]) => name)
    expect(classNames.length).toBeGreaterThanOrEqual(10)
    expect(classNames.filter((name) => name in viem)).toEqual([])
  })
})
