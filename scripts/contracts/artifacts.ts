import { createHash } from 'node:crypto'
import { join } from 'node:path'
import type { Abi, Hex } from 'viem'

export const contractsDir = 'contracts'
const artifactsDir = 'packages/test/chain-state'

type StorageVariable = { label: string; slot: number; offset: number; type: string }

/** What the dev chains need of a compiled contract: runtime code and storage slots. */
export type ContractArtifact = {
  contractName: string
  sourceFile: string
  /** sha256 of the source, so a test can tell a stale artifact. */
  sourceHash: string
  compiler: { version: string; evmVersion: string; optimizerRuns: number }
  abi: Abi
  deployedBytecode: Hex
  storageLayout: StorageVariable[]
}

export function artifactPath(contractName: string) {
  return join(artifactsDir, `${contractName}.json`)
}

export function sourceHash(source: string) {
  return createHash('sha256').update(source).digest('hex')
}
