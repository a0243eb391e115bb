import { readFileSync } from 'node:fs'
import type { Hex } from 'viem'
import { MissingStorageVariableError } from '../errors'

/**
 * What the chains need of a compiled contract in packages/test/chain-state/ (written by
 * `npm run contracts:build`, scripts/contracts/artifacts.ts): runtime code and storage slots.
 */
export type ChainStateArtifact = {
  contractName: string
  deployedBytecode: Hex
  storageLayout: readonly { label: string; slot: number }[]
}

const cache = new Map<string, ChainStateArtifact>()

/** A compiled contract from packages/test/chain-state/. */
export function loadArtifact(contractName: string): ChainStateArtifact {
  let artifact = cache.get(contractName)
  if (!artifact) {
    const url = new URL(`../../chain-state/${contractName}.json`, import.meta.url)
    artifact = JSON.parse(readFileSync(url, 'utf8')) as ChainStateArtifact
    cache.set(contractName, artifact)
  }
  return artifact
}

/** The slot of a state variable, from the artifact's storage layout. */
export function storageSlot(artifact: ChainStateArtifact, label: string): number {
  const variable = artifact.storageLayout.find((candidate) => candidate.label === label)
  if (!variable)
    throw new MissingStorageVariableError({ contractName: artifact.contractName, label })
  return variable.slot
}
