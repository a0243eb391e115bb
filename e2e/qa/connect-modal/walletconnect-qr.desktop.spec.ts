import { expect } from '@playwright/test'
import { cpuSlowdownFromEnv } from '@plaza-social/test/playwright'
import { specConstants } from '../../../fixtures/spec/constants'
import { testWithoutWallet as test } from '../../fixtures/wallet'
import { StandInRelay } from '../../fixtures/walletConnectRelay'
import { pickWallet } from '../connect'
import { scanQrCode } from './decodeQr'

const appName = specConstants.appName.replace('{product}', specConstants.defaultProduct)

/**
 * WalletConnect as a visitor's phone wallet meets it: the QR code in the desktop connect modal,
 * and the pairing request on the relay that the phone reads once it has scanned the code. The
 * phone sheet opens the wallet app instead of drawing a code (LIM-QR's exemption on Em).
 */
test('CFG-1, CON-3, LIM-QR: WalletConnect’s QR code, at error correction level M, pairs with a request from the app by its name', async ({
  page,
}) => {
  // The QR step waits for WalletConnect's SDK, fetched and started on the pick: on one slow
  // core that alone takes longer than the suite's default budgets.
  test.setTimeout(60_000 * cpuSlowdownFromEnv)
  const relay = await new StandInRelay().routePage(page)
  await page.goto('/')
  const dialog = await pickWallet(page, 'walletConnect')
  await expect(dialog.getByText('Scan with your phone', { exact: true })).toBeVisible({
    timeout: 30_000 * cpuSlowdownFromEnv,
  })

  const { text, errorCorrectionLevel } = await scanQrCode(dialog)
  expect(errorCorrectionLevel).toBe(specConstants.qrErrorCorrectionLevel)

  // A WalletConnect pairing URI (wc:<topic>@2?…symKey=…), for the topic the app listens on.
  const pairing = text.match(/^wc:([0-9a-f]{64})@2\?(.+)$/)
  expect(pairing, text).not.toBeNull()
  const [, topic = '', query = ''] = pairing ?? []
  const symKey = new URLSearchParams(query).get('symKey') ?? ''
  expect(symKey).toMatch(/^[0-9a-f]{64}$/)
  expect(relay.subscribedTopics()).toContain(topic)

  // What the phone reads on that topic: the session proposal, from the app by its name.
  await expect
    .poll(() => relay.publishedOn(topic, symKey).map((payload) => payload.method))
    .toContain('wc_sessionPropose')
  const proposal = relay
    .publishedOn(topic, symKey)
    .find((payload) => payload.method === 'wc_sessionPropose')
  expect(proposal?.params).toMatchObject({ proposer: { metadata: { name: appName } } })
})
