import { expect } from '@playwright/test'
import { specConstants } from '../../fixtures/spec/constants'
import { test } from '../fixtures/wallet'
import { alice, pickWallet } from '../qa/connect'
import { scanQrCode } from '../qa/connect-modal/decodeQr'

/**
 * The dev build (NEXT_PUBLIC_MOCK_WALLET=1): its 'Test Wallet (QR)' shows RainbowKit's QR step
 * offline. The desktop connect modal shows QR codes; the phone sheet hands wallets deep links.
 */

test.describe('the QR code of a QR wallet (dev-flag build)', () => {
  test.use({ walletInstall: { as: 'app' } })

  test('LIM-QR, CON-3: the QR code decodes to the wallet’s pairing URI, at error correction level M', async ({
    page,
    wallet,
  }) => {
    await page.goto('/')
    const dialog = await pickWallet(page, 'testWalletQr')
    const pairing = await wallet.waitForPending('mock_scanQrCode')
    const [{ uri: displayUri }] = pairing.params as [{ uri: string }]
    await expect(dialog.getByText('Scan with Test Wallet (QR)', { exact: true })).toBeVisible()

    const decoded = await scanQrCode(dialog)
    expect(decoded).toEqual({
      text: displayUri,
      errorCorrectionLevel: specConstants.qrErrorCorrectionLevel,
    })

    // Scanning it connects.
    await wallet.scan()
    await expect(page.getByTestId('rk-account-button')).toContainText(alice)
    await expect(dialog).toHaveCount(0)
  })
})
