import { createRequire } from 'node:module'
import { PlazaError } from '@plaza-social/errors'
import type { Abi, Hex } from 'viem'
import { type ContractArtifact, sourceHash } from './artifacts'

/** Paris: no PUSH0, so the code also runs on forks of chains without Shanghai. */
const evmVersion = 'paris'
const optimizerRuns = 200

class CompilationError extends PlazaError {
  override name = 'CompilationError'
  constructor(messages: string[]) {
    super(`Solidity compilation failed:\n${messages.join('\n')}`)
  }
}

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts: Record<
    string,
    Record<
      string,
      {
        abi: Abi
        evm: { deployedBytecode: { object: string } }
        storageLayout: {
          storage: { label: string; slot: string; offset: number; type: string }[]
          types: Record<string, { label: string }> | null
        }
      }
    >
  >
}

type Solc = { version(): string; compile(input: string): string }

/** Compiles Solidity sources (file name -> text) with the solc package's bundled compiler. */
export function compileContracts(sources: Record<string, string>): ContractArtifact[] {
  const solc = createRequire(import.meta.url)('solc') as Solc
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(
      Object.entries(sources).map(([file, content]) => [file, { content }]),
    ),
    settings: {
      evmVersion,
      optimizer: { enabled: true, runs: optimizerRuns },
      outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object', 'storageLayout'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length) throw new CompilationError(errors.map((error) => error.formattedMessage))
  const warnings = (output.errors ?? []).filter((error) => error.severity === 'warning')
  for (const warning of warnings) console.warn(warning.formattedMessage)

  return Object.entries(output.contracts).flatMap(([sourceFile, contracts]) =>
    Object.entries(contracts).map(([contractName, contract]) => ({
      contractName,
      sourceFile: `contracts/${sourceFile}`,
      sourceHash: sourceHash(sources[sourceFile]!),
      compiler: { version: solc.version(), evmVersion, optimizerRuns },
      abi: contract.abi,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}` as Hex,
      storageLayout: contract.storageLayout.storage.map((variable) => ({
        label: variable.label,
        slot: Number(variable.slot),
        offset: variable.offset,
        type: contract.storageLayout.types?.[variable.type]?.label ?? variable.type,
      })),
    })),
  )
}
