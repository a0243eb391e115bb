import { specChains } from '../../fixtures/spec/chains'
import { defaultLocalRpcUrls, localChainPorts, rpcUrlsFromManifest } from './localChainsManifest'

// One list gives each chain its local port: the chains command (scripts/chains) starts each chain
// there and writes the manifest, and the app reads the manifest, or these ports without one.

describe('CALL-2: the local chains, as the chains command starts them and the app reads them', () => {
  test('chain n of the spec order listens on 8545 + n by default, or on base port + n', () => {
    expect(localChainPorts().map(({ id, port }) => ({ id, port }))).toEqual(
      specChains.map((chain, index) => ({ id: chain.id, port: 8545 + index })),
    )
    expect(localChainPorts(21_000).map((chain) => chain.port)).toEqual(
      specChains.map((_, index) => 21_000 + index),
    )
  })

  test('CALL-2: without a manifest the app looks where the chains start by default', () => {
    expect(defaultLocalRpcUrls()).toEqual(
      Object.fromEntries(
        specChains.map((chain, index) => [chain.id, `http://127.0.0.1:${8545 + index}`]),
      ),
    )
  })

  test('CALL-2: the app reads every chain`s node address from a written manifest', () => {
    const started = localChainPorts(21_000).map((chain) => ({
      ...chain,
      rpcUrl: `http://127.0.0.1:${chain.port}`,
    }))
    expect(rpcUrlsFromManifest(JSON.parse(JSON.stringify({ chains: started })))).toEqual(
      Object.fromEntries(started.map((chain) => [chain.id, chain.rpcUrl])),
    )
  })
})
