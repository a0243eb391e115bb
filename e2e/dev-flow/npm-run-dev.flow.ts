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

test('npm run dev: the readiness table, the app with the Test Wallet and the Wallet Lab on the local chains, one Ctrl-C stops every process', async ({
  page,
}) => {
  rmSync(distDir, { recursive: true, force: true })
  const manifest = test.info().outputPath('manifest.json')
  const dev = new Terminal('npm', ['run', 'dev', '--', '--manifest', manifest], {
    PORT: String(devFlowPorts.app),
    DEV_CHAINS_BASE_PORT: String(devFlowPorts.chains),
    NEXT_DIST_DIR: distDir,
  })
  try {
    await dev.waitForOutput(new RegExp(`${specChains.length} chains ready in \\d+ ms`))
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
