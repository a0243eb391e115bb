import { expect, type Locator } from '@playwright/test'
// CommonJS packages: Node's ESM loader gives their exports as the default import.
import zxing from '@zxing/library'
import pngjs from 'pngjs'

const {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  ResultMetadataType,
  RGBLuminanceSource,
} = zxing
const { PNG } = pngjs

/** What a phone's scanner reads from a QR code: its text and its error-correction level ('L' | 'M' | 'Q' | 'H'). */
export type DecodedQr = { text: string; errorCorrectionLevel: string }

/** Decodes the QR code in a PNG screenshot (ZXing, as phone scanners do). Throws when none is found. */
export function decodeQr(screenshot: Buffer): DecodedQr {
  const { width, height, data } = PNG.sync.read(screenshot)
  const luminances = new Uint8ClampedArray(width * height)
  const channel = (pixel: number, offset: number) => data[pixel * 4 + offset] ?? 0
  for (let pixel = 0; pixel < width * height; pixel++) {
    const luminance =
      (channel(pixel, 0) * 299 + channel(pixel, 1) * 587 + channel(pixel, 2) * 114) / 1000
    // Transparent pixels read as the white page behind them.
    const alpha = channel(pixel, 3) / 255
    luminances[pixel] = Math.round(luminance * alpha + 255 * (1 - alpha))
  }
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminances, width, height)),
  )
  const result = new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.TRY_HARDER, true]]))
  return {
    text: result.getText(),
    errorCorrectionLevel: String(
      result.getResultMetadata().get(ResultMetadataType.ERROR_CORRECTION_LEVEL),
    ),
  }
}

/**
 * The code in `dialog` as a phone's camera reads it: a screenshot of the one image titled
 * 'QR Code' (never the dialog's icons) with its quiet zone, the padding around it, taken again
 * until one decodes, as a camera keeps reading frames. The confetti RainbowKit throws when a
 * wallet is picked can fly over the code for a moment.
 */
export async function scanQrCode(dialog: Locator): Promise<DecodedQr> {
  const image = dialog.getByRole('img', { name: 'QR Code', exact: true })
  await expect(image).toHaveCount(1)
  const code = image.locator('xpath=../..')
  let decoded: DecodedQr | undefined
  await expect(async () => {
    decoded = decodeQr(await code.screenshot({ animations: 'disabled' }))
  }).toPass()
  return decoded as DecodedQr
}
