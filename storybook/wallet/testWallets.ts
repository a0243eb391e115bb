import type { Wallet, WalletDetailsParams } from '@rainbow-me/rainbowkit'
import { createConnector } from 'wagmi'
import { injected } from 'wagmi/connectors'
import type { FakeWallet } from './fakeWallet'

const icon = (fill: string, letter: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28"><rect width="28" height="28" rx="6" fill="${fill}"/><text x="14" y="19" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`

/** A RainbowKit connector over a given EIP-1193 provider (RainbowKit's own injected pattern). */
function connectorFor(provider: FakeWallet) {
  return (walletDetails: WalletDetailsParams) =>
    createConnector((config) => ({
      ...injected({
        target: () => ({
          id: walletDetails.rkDetails.id,
          name: walletDetails.rkDetails.name,
          // biome-ignore lint/suspicious/noExplicitAny: the fake is a structural EIP-1193 provider
          provider: provider as any,
        }),
      })(config),
      ...walletDetails,
    }))
}

export const testWalletId = 'testWallet'
export const testQrWalletId = 'testQrWallet'

/**
 * 'Test Wallet': a browser-extension-like wallet. `installed: false` makes it the wallet a
 * visitor does not have yet (it still lists, with an extension to get).
 */
export function testWallet(provider: FakeWallet, { installed = true } = {}) {
  return (): Wallet => ({
    id: testWalletId,
    name: 'Test Wallet',
    shortName: 'Test',
    iconUrl: icon('#5b5bd6', 'T'),
    iconBackground: '#5b5bd6',
    installed,
    downloadUrls: {
      chrome: 'https://example.invalid/test-wallet/chrome',
      browserExtension: 'https://example.invalid/test-wallet/extension',
      ios: 'https://example.invalid/test-wallet/ios',
      android: 'https://example.invalid/test-wallet/android',
      mobile: 'https://example.invalid/test-wallet/mobile',
      qrCode: 'https://example.invalid/test-wallet/qr',
    },
    extension: {
      instructions: {
        learnMoreUrl: 'https://example.invalid/test-wallet/learn',
        steps: [
          { step: 'install', title: 'Install Test Wallet', description: 'Add the extension.' },
          { step: 'create', title: 'Create a wallet', description: 'Back it up safely.' },
          { step: 'refresh', title: 'Refresh your browser', description: 'Load the extension.' },
        ],
      },
    },
    mobile: { getUri: (uri: string) => uri },
    createConnector: connectorFor(provider),
  })
}

/** 'Test QR Wallet': a mobile wallet reached by scanning a pairing uri (display_uri). */
export function testQrWallet(provider: FakeWallet) {
  return (): Wallet => ({
    id: testQrWalletId,
    name: 'Test QR Wallet',
    shortName: 'Test QR',
    iconUrl: icon('#0e8a5f', 'Q'),
    iconBackground: '#0e8a5f',
    installed: true,
    downloadUrls: {
      ios: 'https://example.invalid/test-qr-wallet/ios',
      android: 'https://example.invalid/test-qr-wallet/android',
      mobile: 'https://example.invalid/test-qr-wallet/mobile',
      qrCode: 'https://example.invalid/test-qr-wallet/qr',
    },
    qrCode: {
      getUri: (uri: string) => uri,
      instructions: {
        learnMoreUrl: 'https://example.invalid/test-qr-wallet/learn',
        steps: [
          { step: 'install', title: 'Open Test QR Wallet', description: 'On your phone.' },
          { step: 'create', title: 'Create a wallet', description: 'Back it up safely.' },
          { step: 'scan', title: 'Tap the scan button', description: 'Scan the code.' },
        ],
      },
    },
    mobile: { getUri: (uri: string) => uri },
    createConnector: connectorFor(provider),
  })
}
