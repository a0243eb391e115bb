import { rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { specChains } from '../../fixtures/spec/chains'
import {
  anvilNodes,
  expectAllStopped,
  expectEndedByCtrlC,
  expectReadinessTable,
  nextServers,
  workInTheDevApp,
} from './developerVisit'
import { devFlowAppUrl, devFlowPorts } from './ports'
import { Terminal } from './terminal'

/** The commands' own build folder. */
const distDir = '.next-dev-flow'

/**
 * Removes the build folder, so that each command starts from a clean state as on a fresh clone,
 * and gives the path the chains' manifest is to be written to.
 */
function startClean() {
  rmSync(distDir, { recursive: true, force: true })
  return test.info().outputPath('manifest.json')
}

const chainsReady = new RegExp(`${specChains.length} chains ready in \\d+ ms`)

test('npm run dev: the readiness table, the app with the Test Wallet and the Wallet Lab on the local chains, one Ctrl-C stops every process', async ({
  page,
}) => {
  const manifest = startClean()
  const dev = new Terminal('npm', ['run', 'dev', '--', '--manifest', manifest], {
    PORT: String(devFlowPorts.app),
    DEV_CHAINS_BASE_PORT: String(devFlowPorts.chains),
    NEXT_DIST_DIR: distDir,
  })
  try {
    await dev.waitForOutput(chainsReady)
    expectReadinessTable(dev.output, devFlowPorts.chains)
    await dev.waitForOutput(/Ready in/)
    await dev.waitForOutput(new RegExp(`Plaza Social on ${devFlowAppUrl} \\(first page ready`))

    await workInTheDevApp(page, devFlowAppUrl)

    const processes = dev.processes()
    expect(anvilNodes(processes)).toHaveLength(specChains.length)
    expect(nextServers(processes)).toHaveLength(1)
    dev.pressCtrlC()
    expectEndedByCtrlC(await dev.exited)
    await expectAllStopped(processes)
  } finally {
    dev.killGroup()
  }
})

test('scripts/dev-chains in one terminal, next dev in another: the app with the Test Wallet and the Wallet Lab on those chains, a Ctrl-C in each stops every process', async ({
  page,
}) => {
  const manifest = startClean()
  const chains = new Terminal(
    'scripts/dev-chains',
    // The avatar records point at the app, here on the tests' port.
    [
      '--base-port',
      String(devFlowPorts.chains),
      '--manifest',
      manifest,
      '--app-origin',
      devFlowAppUrl,
    ],
    {},
  )
  let app: Terminal | undefined
  try {
    await chains.waitForOutput(chainsReady)
    expectReadinessTable(chains.output, devFlowPorts.chains)
    // Started once the chains are up, as the developer does: next dev reads their manifest at
    // start. .env.development turns the mock wallet on.
    app = new Terminal('npx', ['next', 'dev', '--port', String(devFlowPorts.app)], {
      PLAZA_LOCAL_CHAINS_MANIFEST: manifest,
      NEXT_DIST_DIR: distDir,
    })
    await app.waitForOutput(/Ready in/)

    await workInTheDevApp(page, devFlowAppUrl)

    const processes = [...chains.processes(), ...app.processes()]
    expect(anvilNodes(processes)).toHaveLength(specChains.length)
    expect(nextServers(processes)).toHaveLength(1)
    app.pressCtrlC()
    chains.pressCtrlC()
    expectEndedByCtrlC(await app.exited)
    expectEndedByCtrlC(await chains.exited)
    await expectAllStopped(processes)
  } finally {
    app?.killGroup()
    chains.killGroup()
  }
})
