import { cleanup, fireEvent, within } from '@testing-library/react'
import { specConstants } from '../../fixtures/spec/constants'
import { errorCorrectionLevelOf } from '../../unit/qrCodeLevel'
import { openConnectModal } from '../../unit/renderWithProviders'
import { EthereumProvider } from '../../unit/standIns/walletConnectProvider'

afterEach(() => {
  cleanup()
  EthereumProvider.waitsForScan = false
})

test('LIM-QR: the QR code a visitor scans to connect a phone wallet is at error correction level M', async () => {
  // The stand-in shows a pairing URI and waits, like WalletConnect before the phone scans.
  EthereumProvider.waitsForScan = true
  const dialog = await openConnectModal()
  fireEvent.click(within(dialog).getByTestId('rk-wallet-option-walletConnect'))
  const code = (await within(dialog).findByTitle('QR Code', { exact: true })).closest('svg')
  expect(code).not.toBeNull()
  expect(errorCorrectionLevelOf(code as SVGSVGElement)).toBe(specConstants.qrErrorCorrectionLevel)
})
