/**
 * Compiles contracts/*.sol with solc-js (the compiler as JavaScript: no download,
 * works offline) into packages/test/chain-state/<Contract>.json, which the dev chains
 * install. Run `npm run contracts:build` after editing a contract; `--check`
 * only verifies the committed artifacts match the sources.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { artifactPath, type ContractArtifact, contractsDir, sourceHash } from './artifacts'
import { compileContracts } from './compile'

async function main(check: boolean) {
  const files = (await readdir(contractsDir)).filter((file) => file.endsWith('.sol')).sort()
  const sources = Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [file, await readFile(join(contractsDir, file), 'utf8')] as const),
    ),
  )
  if (check) {
    const stale: string[] = []
    for (const [file, source] of Object.entries(sources)) {
      const name = file.replace(/\.sol$/, '')
      const artifact = JSON.parse(
        await readFile(artifactPath(name), 'utf8').catch(() => '{}'),
      ) as Partial<ContractArtifact>
      if (artifact.sourceHash !== sourceHash(source)) stale.push(name)
    }
    if (stale.length) {
      console.error(`Stale artifacts: ${stale.join(', ')}. Run npm run contracts:build.`)
      return 1
    }
    console.log(`${files.length} artifacts match their sources.`)
    return 0
  }
  const artifacts = compileContracts(sources)
  for (const artifact of artifacts) {
    await writeFile(artifactPath(artifact.contractName), `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(
      `${artifact.contractName}: ${(artifact.deployedBytecode.length - 2) / 2} bytes -> ${artifactPath(artifact.contractName)}`,
    )
  }
  return 0
}

process.exitCode = await main(process.argv.includes('--check'))
