import { expect } from '@playwright/test'
import { testAccounts } from '@plaza-social/test/accounts'
import { type Hex, verifyMessage } from 'viem'
import { specAppTexts } from '../../fixtures/spec/appTexts'
import { test } from '../fixtures/wallet'
import { visitAndConnect } from './connect'

const [alice] = testAccounts(1)
const message = 'gm from Plaza ✨'

test('ERR-4001: a visitor signs a message of their own: declined in the wallet, they read so; signed, the page shows their account’s signature over exactly that message', async ({
  page,
  wallet,
}) => {
  await visitAndConnect(page)
  const form = page.getByRole('form', { name: 'Sign a message' })
  await form.getByRole('textbox', { name: specAppTexts.signMessageField }).fill(message)
  const action = form.getByRole('button', { name: specAppTexts.signMessageAction })
  await wallet.script('personal_sign', 'reject')
  await action.click()
  await expect(form.getByText(specAppTexts.signRejected, { exact: true })).toBeVisible()

  await action.click()
  const signed = form.getByRole('status')
  await expect(signed).toContainText(specAppTexts.signMessageSigned)
  const signature = (await signed.textContent())?.match(/0x[0-9a-f]+/)?.[0] as Hex
  expect(await verifyMessage({ address: alice!.address, message, signature })).toBe(true)
})
