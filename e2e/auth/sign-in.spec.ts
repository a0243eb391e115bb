import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { type Hex, hexToString } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { fillSpecText, specAppTexts } from '../../fixtures/spec/appTexts'
import { specConstants } from '../../fixtures/spec/constants'
import {
  siweOopsError,
  siwePreparingError,
  siweSigningError,
  siweTexts,
  siweVerifyingError,
} from '../../fixtures/spec/errors'
import { holdRequests } from '../fixtures/heldRequests'
import { test } from '../fixtures/wallet'
import { alice, disconnect, pickWallet } from '../qa/connect'

const appName = specConstants.appName.replace('{product}', specConstants.defaultProduct)

/** Loads the page and waits until the session route has answered (status leaves 'loading'). */
async function open(page: Page) {
  const sessionAnswered = page.waitForResponse('**/api/auth/session')
  await page.goto('/')
  await sessionAnswered
}

/** Connects the Browser Wallet (the mock) from the connect modal (desktop list or phone sheet); the modal stays for sign-in. */
async function connect(page: Page) {
  const dialog = await pickWallet(page, 'injected')
  await expect(dialog.getByText('Verify your account')).toBeVisible()
  return dialog
}

/** Connects, signs the message, and waits until the account is shown: signed in. */
async function signIn(page: Page) {
  await (await connect(page)).getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('rk-account-button')).toContainText(alice)
}

const session = (page: Page) =>
  page.evaluate(() => fetch('/api/auth/session').then((response) => response.json()))

test.describe("'Verify your account' (PLAZA_AUTH=siwe)", () => {
  test('CFG-1, CON-8, ST-3, ST-4, ST-8: the page offers sign-in; unauthenticated, Connect Wallet opens the connect modal and it stays open for sign-in, until the wallet ends the session: then it closes; idle -> signing -> verifying -> authenticated, and it survives a reload; the message names the app', async ({
    page,
    wallet,
  }) => {
    await open(page)
    await expect(page.getByRole('main').getByRole('paragraph')).toHaveText(
      specAppTexts.landingLeadWithSignIn,
    )
    const dialog = await connect(page)
    // Connected but not signed in: the connect modal stays open (ST-4).
    await expect(dialog.getByRole('button', { name: 'Sign message' })).toBeEnabled()
    // The wallet ends the session while 'Verify your account' is open: every modal closes (ST-4),
    // not back to the wallet list.
    await wallet.disconnect()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await connect(page)

    const releaseVerify = await holdRequests(page, '**/api/auth/verify')
    await wallet.setMode('manual')
    await dialog.getByRole('button', { name: 'Sign message' }).click()
    await expect(dialog.getByRole('button', { name: 'Waiting for signature...' })).toBeVisible()
    await wallet.approve('personal_sign')
    await expect(dialog.getByRole('button', { name: 'Verifying signature...' })).toBeVisible()
    releaseVerify()
    // What the wallet showed the visitor: the message's statement names the app (CFG-1).
    const [signed] = await wallet.log({ method: 'personal_sign' })
    const [message] = (signed?.params ?? []) as Hex[]
    expect(parseSiweMessage(hexToString(message ?? '0x')).statement).toBe(
      fillSpecText(specAppTexts.signInStatement, { appName }),
    )

    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
    expect(await session(page)).toMatchObject({ authenticated: true, chainId: 1 })

    await page.reload()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
    await expect(page.getByText('Verify your account')).toBeHidden()
  })

  test("ST-3, ST-4, ST-8: while the sign-in status is 'loading' a press on Connect Wallet waits for it behind the dialog frame, then the connect modal opens and stays for sign-in", async ({
    page,
  }) => {
    const releaseSession = await holdRequests(page, '**/api/auth/session')
    // The wallet code asks for the session once it is mounted: RainbowKit could open its modal now.
    const sessionAsked = page.waitForRequest('**/api/auth/session')
    await page.goto('/')
    await sessionAsked
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    // Not the connect modal yet: RainbowKit closes every modal when the status turns
    // 'unauthenticated', so a modal opened now would vanish under the visitor's pointer.
    const frame = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(frame).toHaveAttribute('aria-busy', 'true')
    const sessionAnswered = page.waitForResponse('**/api/auth/session')
    releaseSession()
    await sessionAnswered
    await page.getByTestId('rk-wallet-option-injected').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('Verify your account')).toBeVisible()
    await dialog.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
  })

  test(`ERR-SIWE: the nonce call fails: '${siwePreparingError}'`, async ({ page }) => {
    await page.route('**/api/auth/nonce', (route) => route.fulfill({ status: 500, body: '{}' }))
    await open(page)
    const dialog = await connect(page)
    await expect(dialog.getByText(siwePreparingError)).toBeVisible()
  })

  test(`ERR-SIWE, ERR-4001: the wallet fails to sign: '${siweSigningError}'; the visitor rejects the signature: the dialog says so (no ERR-SIWE error); the server refuses it: '${siweVerifyingError}', still signed out; the server fails: '${siweOopsError}' in the dialog; a retry signs in`, async ({
    page,
    wallet,
  }) => {
    await open(page)
    const dialog = await connect(page)
    const sign = dialog.getByRole('button', { name: 'Sign message' })
    await wallet.script('personal_sign', { type: 'fail', message: 'Ledger unplugged' })
    await sign.click()
    await expect(dialog.getByText(siweSigningError)).toBeVisible()

    await wallet.script('personal_sign', 'reject')
    await sign.click()
    await expect(dialog.getByText(specAppTexts.signRejected, { exact: true })).toBeVisible()
    expect(await wallet.trail()).toContain('personal_sign:4001')
    await expect(sign).toBeEnabled()
    for (const text of siweTexts) await expect(dialog.getByText(text)).toBeHidden()

    // The server refuses the signature, then fails on its side, then verifies.
    const verifyAnswers = [401, 500]
    await page.route('**/api/auth/verify', (route) => {
      const status = verifyAnswers.shift()
      return status ? route.fulfill({ status, json: { error: 'test' } }) : route.continue()
    })
    await sign.click()
    await expect(dialog.getByText(siweVerifyingError)).toBeVisible()
    expect(await session(page)).toEqual({ authenticated: false })
    await sign.click()
    await expect(dialog.getByText(siweOopsError, { exact: true })).toBeVisible()
    await expect(dialog.getByText(siweVerifyingError, { exact: true })).toHaveCount(0)

    await sign.click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
  })

  test(`ERR-SIWE: the session lookup fails: '${siweOopsError}' under the header; still able to sign in`, {
    tag: '@same-on-phone',
  }, async ({ page }) => {
    await page.route('**/api/auth/session', (route) => route.fulfill({ status: 500, body: '{}' }), {
      times: 1,
    })
    await page.goto('/')
    const alert = page.getByRole('alert').filter({ hasText: siweOopsError })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('We could not check whether you are signed in.')
    // Treated as signed out: the visitor connects and signs in; the alert goes.
    await signIn(page)
    await expect(alert).toBeHidden()
  })

  test(`ERR-SIWE: a malformed session reply: '${siweOopsError}'; Retry looks again`, async ({
    page,
  }) => {
    await page.route(
      '**/api/auth/session',
      (route) =>
        route.fulfill({ contentType: 'application/json', body: '{"authenticated":"yes"}' }),
      { times: 1 },
    )
    await page.goto('/')
    const alert = page.getByRole('alert').filter({ hasText: siweOopsError })
    await expect(alert).toBeVisible()
    const lookup = page.waitForResponse('**/api/auth/session')
    await alert.getByRole('button', { name: 'Retry' }).click()
    expect((await lookup).ok()).toBe(true)
    await expect(alert).toBeHidden()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })

  test(`ST-8, ERR-SIWE: disconnecting signs out (logout clears the session cookie); signed in again, when signing out fails: '${siweOopsError}', still signed in (and says so); Retry signs out`, {
    tag: '@same-on-phone',
  }, async ({ page }) => {
    await open(page)
    await signIn(page)
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'plaza.session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    })

    const logout = page.waitForResponse('**/api/auth/logout')
    await disconnect(page)
    expect((await logout).ok()).toBe(true)
    expect(await session(page)).toEqual({ authenticated: false })

    await signIn(page)
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 503, body: '{}' }), {
      times: 1,
    })
    await page.getByTestId('rk-account-button').click()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    const alert = page.getByRole('alert').filter({ hasText: siweOopsError })
    await expect(alert).toContainText('Signing out failed: you are still signed in.')
    expect(await session(page)).toMatchObject({ authenticated: true })

    const retried = page.waitForResponse('**/api/auth/logout')
    await alert.getByRole('button', { name: 'Retry' }).click()
    expect((await retried).ok()).toBe(true)
    await expect(alert).toBeHidden()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    expect(await session(page)).toEqual({ authenticated: false })
  })
})
