import { readFileSync } from 'node:fs'
import { PlazaError } from '../../src/errors/PlazaError'
import type { ContractArtifact } from '../contracts/artifacts'

const cache = new Map<string, ContractArtifact>()

/** A compiled contract from fixtures/chain-state/ (built by `npm run contracts:build`). */
export function loadArtifact(contractName: string): ContractArtifact {
  let artifact = cache.get(contractName)
  if (!artifact) {
    const url = new URL(`../../fixtures/chain-state/${contractName}.json`, import.meta.url)
    artifact = JSON.parse(readFileSync(url, 'utf8')) as ContractArtifact
    cache.set(contractName, artifact)
  }
  return artifact
}

/** The slot of a state variable, from the artifact's storage layout. */
export function storageSlot(artifact: ContractArtifact, label: string): number {
  const variable = artifact.storageLayout.find((candidate) => candidate.label === label)
  if (!variable)
    throw new PlazaError(`${artifact.contractName} has no state variable '${label}'.`, {
      details: 'Rebuild the artifacts with npm run contracts:build.',
    })
  return variable.slot
}
