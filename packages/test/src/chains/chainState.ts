import { type Address, getAddress, type Hex } from 'viem'
import { mainnet } from 'viem/chains'
import { loadArtifact } from './contractArtifacts'
import { ensStorageWrites, nameServiceChainId, universalResolverAddress } from './ensState'
import { rpc, rpcBatch } from './rpc'
import { usdc } from './usdc'

/** Multicall3's canonical address, the same on every chain (viem's `contracts.multicall3`). */
export const multicall3Address: Address = getAddress(mainnet.contracts.multicall3.address)

export type ChainStateOptions = {
  chainId: number
  rpcUrl: string
  appOrigin: string
  /** A fork keeps contracts its upstream already has there. */
  forked?: boolean
}

type Call = readonly [method: string, params: readonly unknown[]]

/**
 * Installs the contracts the app relies on, as runtime code and storage words,
 * in one JSON-RPC batch: no transaction, so no block is mined and no account's
 * nonce or balance changes.
 */
export async function installChainState(options: ChainStateOptions): Promise<void> {
  const calls: Call[] = []
  const place = async (
    address: Address,
    contractName: string,
    storage: readonly (readonly [Hex, Hex])[] = [],
  ) => {
    if (
      options.forked &&
      (await rpc<Hex>(options.rpcUrl, 'eth_getCode', [address, 'latest'])) !== '0x'
    )
      return
    calls.push(['anvil_setCode', [address, loadArtifact(contractName).deployedBytecode]])
    for (const [slot, value] of storage) calls.push(['anvil_setStorageAt', [address, slot, value]])
  }

  await place(multicall3Address, 'Multicall3')
  // The token the app offers to add to the wallet (CALL-1's wallet_watchAsset): a stand-in at
  // Circle's USDC address of the chain, on the chains that have one.
  const usdcAddress = (usdc.addresses as Partial<Record<number, Address>>)[options.chainId]
  if (usdcAddress) await place(usdcAddress, usdc.contractName)
  if (options.chainId === nameServiceChainId)
    await place(
      universalResolverAddress,
      'PlazaUniversalResolver',
      ensStorageWrites(options.appOrigin),
    )
  if (calls.length) await rpcBatch(options.rpcUrl, calls)
}
