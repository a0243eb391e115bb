import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { AnvilNotFoundError, ChainStartError } from '../errors'
import { workerPortAllocator } from '../ports/portAllocator'
import { anvilPackageName, resolveAnvilBinary } from './anvilBinary'
import { startAnvil } from './anvilProcess'

/** A port of this worker's for the test, given back when it ends. */
async function testPort() {
  const block = await workerPortAllocator().claim(1)
  onTestFinished(() => block.release())
  return block.first
}

/** A stand-in executable for anvil, as a shell script. */
function fakeAnvil(script: string) {
  const path = join(mkdtempSync(join(tmpdir(), 'fake-anvil-')), 'anvil')
  writeFileSync(path, `#!/bin/sh\n${script}\n`)
  chmodSync(path, 0o755)
  return path
}

test('the binary is the platform package`s executable, not the node wrapper in .bin', () => {
  const binary = resolveAnvilBinary(undefined)
  expect(binary).toContain(`${anvilPackageName()}/bin/anvil`)
  expect(existsSync(binary)).toBe(true)
  expect(() => resolveAnvilBinary('/nonexistent/anvil')).toThrow(AnvilNotFoundError)
})

test('a node that exits on start is a ChainStartError carrying its message', async () => {
  const port = await testPort()
  const binary = fakeAnvil('echo "Error: invalid fork url" >&2; exit 1')
  await expect(startAnvil({ binary, chainId: 1, port })).rejects.toThrow(
    new ChainStartError({ chainId: 1, reason: 'Error: invalid fork url' }).message,
  )
})

test('a node that never answers times out with ChainStartError and is stopped', async () => {
  const port = await testPort()
  const pidFile = join(mkdtempSync(join(tmpdir(), 'fake-anvil-')), 'pid')
  const binary = fakeAnvil(`echo $$ > ${pidFile}; exec sleep 30`)
  await expect(startAnvil({ binary, chainId: 1, port, readyTimeoutMs: 300 })).rejects.toThrow(
    'Chain 1 did not start: no answer after 300 ms',
  )
  expect(existsSync(`/proc/${readFileSync(pidFile, 'utf8').trim()}`)).toBe(false)
})
