import { type Address, namehash, pad } from 'viem'
import { mainnet } from 'viem/chains'
import { avatarRecord, ensAccounts } from '../ensAccounts'
import { loadArtifact, storageSlot } from './contractArtifacts'
import {
  mappingSlot,
  type StorageWrite,
  slotHex,
  stringKeyMappingSlot,
  stringStorageWrites,
} from './solidityStorage'

/** Where viem looks for mainnet's ENS Universal Resolver; ours answers there. */
export const universalResolverAddress: Address = mainnet.contracts.ensUniversalResolver.address

/** The chain whose name service viem and RainbowKit query (ENS lives on mainnet). */
export const nameServiceChainId = mainnet.id

/** The storage words that hold the records of ensAccounts (../ensAccounts.ts) in PlazaUniversalResolver. */
export function ensStorageWrites(appOrigin: string): StorageWrite[] {
  const artifact = loadArtifact('PlazaUniversalResolver')
  const primaryNames = slotHex(storageSlot(artifact, 'primaryNames'))
  const addresses = slotHex(storageSlot(artifact, 'addresses'))
  const texts = slotHex(storageSlot(artifact, 'texts'))

  const writes: StorageWrite[] = []
  for (const account of ensAccounts) {
    if (!account.name) continue
    const node = namehash(account.name)
    writes.push(...stringStorageWrites(mappingSlot(account.address, primaryNames), account.name))
    writes.push([mappingSlot(node, addresses), pad(account.address, { size: 32 })])
    const avatar = avatarRecord(account, appOrigin)
    if (avatar)
      writes.push(
        ...stringStorageWrites(stringKeyMappingSlot('avatar', mappingSlot(node, texts)), avatar),
      )
  }
  return writes
}
