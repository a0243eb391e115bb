// One scenario script for every stack page (stack.html?stack=…, the stacks STACKS names): what
// each stack does with the same wallet behaviour. A scenario passes when the visitor ends where a
// wallet user expects; either way what the page showed is recorded in stacks.json, the
// compatibility matrix's source. A kit's page opens the kit's wallet list on Connect, where the
// user picks the Test Wallet, and names on its #app where the kit's dialog tells the user how a
// request went (data-kit-status) and the way back to its wallet list (data-kit-back; none where
// the dialog keeps the list beside what it says, the picked wallet unclickable there: the user
// closes it and connects again). Pages reach this machine only: a request or WebSocket elsewhere
// (a kit's cloud) is refused, as offline, and its origin written to refused.json.
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
const stacks = (process.env.STACKS ?? 'ethers,wagmi').split(',')

/** Whether an assertion comes true in its time: where a kit never gets there, that is recorded. */
async function reaches(assertion) {
  try {
    await assertion()
    return true
  } catch {
    return false
  }
}

/** The kit's dialog as the page names it: its status line and its way back (if any), or none. */
async function kit(page) {
  await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible()
  const app = page.locator('#app')
  const status = await app.getAttribute('data-kit-status')
  const back = await app.getAttribute('data-kit-back')
  if (!status) return null
  return { status: page.locator(status).first(), back: back && page.locator(back).first() }
}

/** What the page shows: its error, what a kit's open dialog says, else whether it is connected. */
async function shows(page) {
  const output = async (testId) => (await page.getByTestId(testId).textContent()) ?? ''
  const status = (await kit(page))?.status
  // biome-ignore lint/performance/useDomNodeTextContent: its line breaks part a kit's heading from the rest.
  const said = status && (await status.isVisible()) ? await status.innerText() : ''
  // A kit's status: its heading, then the rest of what it says on one line.
  const kitSays = said
    .trim()
    .replace(/\s*\n\s*/, ' — ')
    .replace(/\s+/g, ' ')
  const error = await output('error')
  if (error || kitSays) return [error, kitSays].filter(Boolean).join('; ')
  return (await output('account')) ? `connected, chain ${await output('chain')}` : 'disconnected'
}

/** What the page shows once a kit's dialog has closed: kits close it on their own time. */
async function settled(page) {
  const dialog = await kit(page)
  if (dialog) await reaches(() => expect(dialog.status).toBeHidden())
  return shows(page)
}

/** What the page shows once the wallet has answered `code` and the page has stopped changing. */
async function answered(page, wallet, code) {
  const answer = expect.stringMatching(`:${code}$`)
  await reaches(() => expect.poll(() => wallet.trail()).toContainEqual(answer))
  if (!(await kit(page))) {
    await expect(page.getByTestId('error')).not.toBeEmpty()
    return shows(page)
  }
  let last
  const still = async () => {
    const now = await shows(page)
    const same = now === last
    last = now
    return same
  }
  await expect.poll(still, { intervals: [1000] }).toBe(true)
  return last
}

const record = (stack, scenario, passes, sees) =>
  appendFileSync('stacks.json', `${JSON.stringify({ stack, scenario, passes, sees })}\n`)

/** The page's Connect; on a kit's page, then the Test Wallet in the kit's wallet list. */
async function connect(page) {
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  if (await kit(page)) await page.getByRole('button', { name: /Test Wallet/ }).click()
}

/**
 * Connect once more: on a kit's page, back from its open dialog to its list, the Test Wallet; a
 * dialog with no way back is closed (Escape) and opened again.
 */
async function connectAgain(page) {
  const dialog = await kit(page)
  if (!dialog) return connect(page)
  if (!dialog.back) {
    await page.keyboard.press('Escape')
    await expect(dialog.status).toBeHidden()
    return connect(page)
  }
  await dialog.back.click()
  await page.getByRole('button', { name: /Test Wallet/ }).click()
}

const connected = async (page) => {
  await connect(page)
  await expect(page.getByTestId('account')).toHaveText(alice)
}

for (const stack of stacks) {
  test.describe(stack, () => {
    test.beforeEach(async ({ page }) => {
      const elsewhere = (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost'
      const refuse = (url) =>
        appendFileSync(
          'refused.json',
          `${JSON.stringify({ stack, origin: new URL(url).origin })}\n`,
        )
      await page.route(elsewhere, (route) => {
        refuse(route.request().url())
        return route.abort('internetdisconnected')
      })
      await page.routeWebSocket(elsewhere, (socket) => {
        refuse(socket.url())
        socket.close()
      })
      await page.goto(`/stack.html?stack=${stack}`)
    })

    test('connect', async ({ page }) => {
      await connected(page)
      record(stack, 'connect', true, await settled(page))
    })

    test('4001 on connect, then retry', async ({ page, wallet }) => {
      await wallet.script('connect', 'reject')
      await connect(page)
      const sees = await answered(page, wallet, 4001)
      await connectAgain(page)
      const passes = await reaches(() => expect(page.getByTestId('account')).toHaveText(alice))
      record(stack, '4001 on connect', passes, sees)
    })

    test('a switch to a chain the wallet lacks (4902)', async ({ page, wallet }) => {
      await connected(page)
      await page.getByRole('button', { name: 'Switch to Base' }).click()
      const switched = await reaches(() => expect(page.getByTestId('chain')).toHaveText('8453'))
      const added = (await wallet.trail()).includes('wallet_addEthereumChain:approved')
      expect(await wallet.trail()).toContain('wallet_switchEthereumChain:4902')
      record(stack, '4902 on switch', switched && added, await settled(page))
    })

    test('a second connect while the first prompt is open (-32002)', async ({ page, wallet }) => {
      await wallet.script('connect', 'manual')
      await connect(page)
      await wallet.waitForPending()
      // The wallet answers -32002 itself while its prompt is open.
      await connectAgain(page)
      const sees = await answered(page, wallet, -32002)
      await wallet.approve()
      const passes = await reaches(() => expect(page.getByTestId('account')).toHaveText(alice))
      record(stack, '-32002 on a second connect', passes, sees)
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
      record(stack, 'signed message', valid, await settled(page))
      expect(valid).toBe(true)
    })

    test('an account switched in the wallet', async ({ page, wallet }) => {
      await connected(page)
      await wallet.switchAccount(1)
      const passes = await reaches(() => expect(page.getByTestId('account')).toHaveText(bob))
      record(stack, 'account switched in the wallet', passes, await settled(page))
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
      record(stack, '1013 disconnect, accounts left', passes, await settled(page))
    })
  })
}
