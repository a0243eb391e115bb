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

/** Its own build folder, removed first: the run starts from a clean state, as on a fresh clone. */
const distDir = '.next-dev-flow'

test('scripts/dev-chains in one terminal, next dev in another: the app with the Test Wallet and the Wallet Lab on those chains, a Ctrl-C in each stops every process', async ({
  page,
}) => {
  rmSync(distDir, { recursive: true, force: true })
  const manifest = test.info().outputPath('manifest.json')
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
    await chains.waitForOutput(new RegExp(`${specChains.length} chains ready in \\d+ ms`))
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
