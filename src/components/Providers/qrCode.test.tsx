import { ConnectButton } from '@rainbow-me/rainbowkit'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { QRCodeDecoderFormatInformation } from '@zxing/library'
import { custom, type Transport } from 'viem'
import { specConstants } from '../../../fixtures/spec/constants'
import { createAppConfig } from '../../config/wagmi'
import { Providers } from './Providers'

const offline: Transport = custom({
  request: async () => {
    throw new Error('no node in this test')
  },
})

/**
 * The dark modules of a QR code drawn by RainbowKit (cuer: an SVG one unit per module, each dot
 * a path starting at its top centre); the finder patterns are drawn apart and not needed here.
 */
function darkModules(svg: SVGSVGElement) {
  const edge = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const dark = new Set<string>()
  for (const path of svg.querySelectorAll('path'))
    for (const [, x, y] of (path.getAttribute('d') ?? '').matchAll(/M ([\d.]+),([\d.]+)/g))
      dark.add(`${Math.floor(Number(x))},${Math.floor(Number(y))}`)
  return { edge, isDark: (column: number, row: number) => dark.has(`${column},${row}`) }
}

/**
 * The error correction level a scanner reads: the two copies of the format information beside
 * the finder patterns (ISO/IEC 18004 §7.9; ZXing's BitMatrixParser.readFormatInformation).
 */
function errorCorrectionLevel(svg: SVGSVGElement) {
  const { edge, isDark } = darkModules(svg)
  const bits = (cells: [number, number][]) =>
    cells.reduce((value, [column, row]) => (value << 1) | (isDark(column, row) ? 1 : 0), 0)
  const aroundTopLeft: [number, number][] = [
    ...[0, 1, 2, 3, 4, 5, 7, 8].map((column): [number, number] => [column, 8]),
    [8, 7],
    ...[5, 4, 3, 2, 1, 0].map((row): [number, number] => [8, row]),
  ]
  const besideTheOthers: [number, number][] = [
    ...Array.from({ length: 7 }, (_, index): [number, number] => [8, edge - 1 - index]),
    ...Array.from({ length: 8 }, (_, index): [number, number] => [edge - 8 + index, 8]),
  ]
  const format = QRCodeDecoderFormatInformation.decodeFormatInformation(
    bits(aroundTopLeft),
    bits(besideTheOthers),
  )
  return format?.getErrorCorrectionLevel().toString()
}

test("LIM-QR: the connect modal's QR code (MetaMask's download) is at error correction level M", async () => {
  render(
    <Providers config={createAppConfig({ projectId: 'test-project', transportFor: () => offline })}>
      <ConnectButton />
    </Providers>,
  )
  fireEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
  const dialog = within(await screen.findByRole('dialog'))
  fireEvent.click(dialog.getByText('Learn More', { exact: true }))
  fireEvent.click(await dialog.findByRole('button', { name: 'Get a Wallet' }))
  await dialog.findByText('MetaMask', { exact: true })
  const metaMaskRow = dialog.getByText('MetaMask', { exact: true }).closest('div:has(button)')
  fireEvent.click(within(metaMaskRow as HTMLElement).getByRole('button', { name: 'GET' }))
  fireEvent.click(await dialog.findByRole('button', { name: 'Get the app' }))
  const title = await dialog.findByTitle('QR Code')
  const svg = title.closest('svg') as SVGSVGElement
  expect(errorCorrectionLevel(svg)).toBe(specConstants.qrErrorCorrectionLevel)
})
