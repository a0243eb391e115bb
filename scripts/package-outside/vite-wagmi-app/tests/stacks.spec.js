// One scenario script for every stack page (stack.html?stack=…): what each stack does with the
// same wallet behaviour. A scenario passes when the visitor ends where a wallet user expects;
// either way what the page showed is recorded in stacks.json, the compatibility matrix's source.
import { appendFileSync } from 'node:fs'
import { test as base, expect } from '@playwright/test'
import { mockWalletFixtures } from '@plaza-social/mock-wallet/playwright'
import { createPublicClient, http } from 'viem'
import { mainnet } from 'viem/chains'

const test = base.extend(mockWalletFixtures())
test.use({ walletInstall: { as: 'both' } })
const [alice, bob] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
]

/** Records what the page shows once the scenario has come to rest. */
async function record(page, stack, scenario, passes) {
  const shown = async (testId) => (await page.getByTestId(testId).textContent()) ?? ''
  const error = await shown('error')
  const account = await shown('account')
  const sees = error || (account ? `connected, chain ${await shown('chain')}` : 'disconnected')
  appendFileSync('stacks.json', `${JSON.stringify({ stack, scenario, passes, sees })}\n`)
}

const connected = async (page) => {
  await page.getByRole('button', { name: 'Connect' }).click()
  await expect(page.getByTestId('account')).toHaveText(alice)
}

for (const stack of ['ethers', 'wagmi']) {
  test.describe(stack, () => {
    test.beforeEach(({ page }) => page.goto(`/stack.html?stack=${stack}`))

    test('connect', async ({ page }) => {
      await connected(page)
      await record(page, stack, 'connect', true)
    })

    test('4001 on connect, then retry', async ({ page, wallet }) => {
      await wallet.script('connect', 'reject')
      await page.getByRole('button', { name: 'Connect' }).click()
      await expect(page.getByTestId('error')).not.toBeEmpty()
      await record(page, stack, '4001 on connect', true)
      await connected(page)
    })

    test('a switch to a chain the wallet lacks (4902)', async ({ page, wallet }) => {
      await connected(page)
      await page.getByRole('button', { name: 'Switch to Base' }).click()
      await expect(page.getByTestId('chain')).toHaveText('8453')
      expect(await wallet.trail()).toEqual(
        expect.arrayContaining([
          'wallet_switchEthereumChain:4902',
          'wallet_addEthereumChain:approved',
        ]),
      )
      await record(page, stack, '4902 on switch', true)
    })

    test('a second connect while the first prompt is open (-32002)', async ({ page, wallet }) => {
      await wallet.script('connect', 'manual')
      await page.getByRole('button', { name: 'Connect' }).click()
      await wallet.waitForPending()
      await wallet.script('connect', 'alreadyPending')
      await page.getByRole('button', { name: 'Connect' }).click()
      await expect(page.getByTestId('error')).not.toBeEmpty()
      await record(page, stack, '-32002 on a second connect', true)
      await wallet.approve()
      await expect(page.getByTestId('account')).toHaveText(alice)
    })

    test('a signed message, checked on the node', async ({ page }) => {
      await connected(page)
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
      const node = createPublicClient({
        chain: mainnet,
        transport: http(process.env.ETHEREUM_NODE),
      })
      const signature = await page.getByTestId('signature').textContent()
      const valid = await node.verifyMessage({
        address: alice,
        message: 'Plaza Social stacks',
        signature,
      })
      await record(page, stack, 'signed message', valid)
      expect(valid).toBe(true)
    })

    test('an account switched in the wallet', async ({ page, wallet }) => {
      await connected(page)
      await wallet.switchAccount(1)
      await expect(page.getByTestId('account')).toHaveText(bob)
      await record(page, stack, 'account switched in the wallet', true)
    })

    test('a 1013 disconnect with the site still connected, then a signature', async ({
      page,
      wallet,
    }) => {
      await connected(page)
      await wallet.disconnect({ code: 1013, accountsLeft: true })
      // The page's answer to the signature shows whether it still counts itself connected.
      await page.getByRole('button', { name: 'Sign message' }).click()
      const answer = async () =>
        `${await page.getByTestId('signature').textContent()}${await page.getByTestId('error').textContent()}`
      await expect.poll(answer).not.toBe('')
      const passes = (await page.getByTestId('account').textContent()) === alice
      await record(page, stack, '1013 disconnect, accounts left', passes)
    })
  })
}
