import { expect, type Page } from '@playwright/test'
import { ensAccounts } from '@plaza-social/test/accounts'
import { specChains } from '../../fixtures/spec/chains'
import { connectAndOpenWalletLab } from '../dev-build/walletLab'
import { devFlowPorts } from './ports'
import { isPortFree, type ProcessInfo, stillRunning } from './terminal'

/**
 * The readiness table lists every chain of the spec, in order, with its id and its local node
 * address on consecutive ports from the base port.
 */
export function expectReadinessTable(output: string, basePort: number) {
  const rows = specChains.map(
    ({ id, name }, index) =>
      new RegExp(`^${name} +${id} +http://127\\.0\\.0\\.1:${basePort + index} +\\d+ ms$`, 'm'),
  )
  for (const row of rows) expect(output).toMatch(row)
}

/**
 * What a developer does first in the app of the developer flow, on its dev server's strict CSP:
 * connect with the Test Wallet (the local name service names the account), send a test
 * transaction on the local chain, and lock the wallet from the Wallet Lab.
 */
export async function workInTheDevApp(page: Page, appUrl: string) {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text())
  })
  await page.goto(appUrl)
  const lab = await connectAndOpenWalletLab(page)
  const alice = ensAccounts[0]!
  await expect(page.getByTestId('rk-account-button')).toContainText(alice.name!)

  await page.getByRole('button', { name: 'Send test transaction' }).click()
  await page.getByTestId('rk-account-button').click()
  const modal = page.getByRole('dialog')
  await expect(modal.getByText('Test transaction')).toBeVisible()
  await expect(modal.getByText('Confirmed')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()

  await lab.getByRole('button', { name: 'Lock' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(refused, 'the dev server CSP let every script and request through').toEqual([])
}

/**
 * A command ended by Ctrl-C: with exit code 0 (it stopped what it ran and exited), or by the
 * SIGINT itself, as npm and npx do in a terminal.
 */
export function expectEndedByCtrlC(exit: { code: number | null; signal: string | null }) {
  expect(exit.code === 0 || exit.signal === 'SIGINT', JSON.stringify(exit)).toBe(true)
}

/** After the Ctrl-C: none of the processes runs any more and every port is free again. */
export async function expectAllStopped(processes: readonly ProcessInfo[]) {
  expect(stillRunning(processes)).toEqual([])
  const ports = [devFlowPorts.app, ...specChains.map((_, index) => devFlowPorts.chains + index)]
  const busy = []
  for (const port of ports) if (!(await isPortFree(port))) busy.push(port)
  expect(busy).toEqual([])
}

/** The anvil nodes among a command's processes. */
export const anvilNodes = (processes: readonly ProcessInfo[]) =>
  processes.filter(({ command }) => /\/anvil /.test(command))

/** The Next server among a command's processes (next dev runs it as a child). */
export const nextServers = (processes: readonly ProcessInfo[]) =>
  processes.filter(({ command }) => command.startsWith('next-server'))
