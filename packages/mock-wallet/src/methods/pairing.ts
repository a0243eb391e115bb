import { defineMethod, noParams } from './defineMethod.ts'

/** The QR pairing step of the QR connector: held until the code is scanned (`scan()`). */
export const scanMethod = 'mock_scanQrCode'

export const pairingMethods = [
  defineMethod(scanMethod, {
    parse: noParams,
    prompt: 'hold',
    perform: () => null,
  }),
]
