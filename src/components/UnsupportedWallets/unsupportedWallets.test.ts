import { specText } from '../../../fixtures/spec/kitTexts'
import {
  isPhoneSheet,
  leftOutOfList,
  rainbowKitWalletIds,
  unsupportedLabel,
} from './unsupportedWallets'

const pixel7 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

describe('unsupported wallets under the list', () => {
  test("ERR-UNSUPPORTED: a wallet that cannot run here is labelled '<name> (unsupported)', the spec's text", () => {
    expect(unsupportedLabel('Safe')).toBe(`Safe ${specText.unsupported}`)
  })

  test("ERR-UNSUPPORTED: only the app's RainbowKit wallets, once each, by RainbowKit's wallet id, without the WalletConnect modal connector", () => {
    expect(
      rainbowKitWalletIds([
        { id: 'injected', rkDetails: { isRainbowKitConnector: true } },
        { id: 'io.metamask', rkDetails: undefined },
        { id: 'walletConnect', rkDetails: { isRainbowKitConnector: true } },
        {
          id: 'walletConnect',
          rkDetails: { isRainbowKitConnector: true, isWalletConnectModalConnector: true },
        },
        { id: 'safe', rkDetails: { isRainbowKitConnector: true } },
        { id: 'safe', rkDetails: { isRainbowKitConnector: true } },
        { id: 'coinbaseWalletSDK', rkDetails: { id: 'coinbase', isRainbowKitConnector: true } },
      ]),
    ).toEqual(['injected', 'walletConnect', 'safe', 'coinbase'])
  })

  test("ERR-UNSUPPORTED: the additions follow RainbowKit's phone test (Android, iOS, iPadOS), not the width", () => {
    expect(isPhoneSheet({ userAgent: pixel7, platform: 'Linux armv8l', maxTouchPoints: 5 })).toBe(
      true,
    )
    expect(isPhoneSheet({ userAgent: iPhone, platform: 'iPhone', maxTouchPoints: 5 })).toBe(true)
    expect(
      isPhoneSheet({ userAgent: desktopChrome, platform: 'MacIntel', maxTouchPoints: 5 }),
    ).toBe(true)
    // A Mac, even with one touch point (a trackpad's), and a touch screen that is no iPad.
    for (const maxTouchPoints of [0, 1])
      expect(isPhoneSheet({ userAgent: desktopChrome, platform: 'MacIntel', maxTouchPoints })).toBe(
        false,
      )
    for (const maxTouchPoints of [0, 5])
      expect(
        isPhoneSheet({ userAgent: desktopChrome, platform: 'Linux x86_64', maxTouchPoints }),
      ).toBe(false)
    expect(isPhoneSheet(undefined)).toBe(false)
  })

  test('ERR-UNSUPPORTED: a wallet that is not ready is left out of the phone sheet; of the desktop list only when it has no extension to install', () => {
    const extensionDownloadUrl = 'https://chromewebstore.google.com/detail/metamask'
    expect(leftOutOfList({ ready: true }, true)).toBe(false)
    expect(leftOutOfList({ ready: true }, false)).toBe(false)
    expect(leftOutOfList({ ready: false }, true)).toBe(true)
    expect(leftOutOfList({ ready: false }, false)).toBe(true)
    expect(leftOutOfList({ ready: undefined }, false)).toBe(true)
    expect(leftOutOfList({ ready: false, extensionDownloadUrl }, true)).toBe(true)
    expect(leftOutOfList({ ready: false, extensionDownloadUrl }, false)).toBe(false)
  })
})
