import {
  InvalidRpcUrlError,
  InvalidRpcUrlMapError,
  PlaceholderProjectIdError,
  ProjectIdMissingError,
} from './config'

describe('the configuration errors', () => {
  test('ProjectIdMissingError', () => {
    expect(new ProjectIdMissingError()).toMatchInlineSnapshot(`
      [ProjectIdMissingError: NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID is not set: a WalletConnect Cloud project id must be provided.

      Docs: ./docs/environment.md#the-app-and-its-build
      Details: Set it in .env.local or the environment; YOUR_PROJECT_ID works locally with a warning.]
    `)
  })

  test('PlaceholderProjectIdError', () => {
    expect(
      new PlaceholderProjectIdError({ placeholder: 'YOUR_PROJECT_ID' }),
    ).toMatchInlineSnapshot(`
      [PlaceholderProjectIdError: NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID is the sample id 'YOUR_PROJECT_ID': a build for real chains needs a WalletConnect Cloud project id of its own.

      Docs: ./docs/environment.md#the-app-and-its-build
      Details: The sample id runs on a shared demo project, with a warning: in development and in builds for the local chains (PLAZA_LOCAL_CHAINS=1) only.]
    `)
  })

  test('InvalidRpcUrlError', () => {
    expect(
      new InvalidRpcUrlError({
        source: 'NEXT_PUBLIC_RPC_URL_<chainId>',
        chainId: '1',
        url: 'https://node.example',
        problem: 'has credentials (user:password@), which would ship to every visitor',
      }),
    ).toMatchInlineSnapshot(`
      [InvalidRpcUrlError: Invalid node address for chain 1 in NEXT_PUBLIC_RPC_URL_<chainId>: https://node.example has credentials (user:password@), which would ship to every visitor.

      Docs: ./docs/environment.md#the-app-and-its-build
      Details: A node address is an http(s):// or ws(s):// URL without user:password@.]
    `)
  })

  test('InvalidRpcUrlMapError', () => {
    expect(
      new InvalidRpcUrlMapError({ source: 'the local chains manifest', cause: new SyntaxError() }),
    ).toMatchInlineSnapshot(`
      [InvalidRpcUrlMapError: Invalid node address list in the local chains manifest: expected a JSON object of chain id to URL.

      Docs: ./docs/environment.md#the-app-and-its-build]
    `)
  })
})
