import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { artifactPath, type ContractArtifact, contractsDir, sourceHash } from './artifacts'

test('every contract has a committed artifact built from its current source', () => {
  const sources = readdirSync(contractsDir).filter((file) => file.endsWith('.sol'))
  expect(sources.length).toBeGreaterThan(0)
  for (const file of sources) {
    const artifact = JSON.parse(
      readFileSync(artifactPath(file.replace(/\.sol$/, '')), 'utf8'),
    ) as ContractArtifact
    const source = readFileSync(`${contractsDir}/${file}`, 'utf8')
    // A mismatch means: run `npm run contracts:build` and commit the artifacts.
    expect(artifact.sourceHash, file).toBe(sourceHash(source))
    expect(artifact.deployedBytecode.length, file).toBeGreaterThan(2)
  }
})
