import '@rainbow-me/rainbowkit/styles.css'
import '../src/styles/globals.css'
import type { AppProps } from 'next/app'
import dynamic from 'next/dynamic'
import Head from 'next/head'
import { SignInSetting } from '../src/auth/client/SignInSetting'
import { LazyWalletStack, WhenWalletStack } from '../src/components/WalletStack/LazyWalletStack'
import { appName } from '../src/config/appInfo'

/** The mock wallet's control panel, only with NEXT_PUBLIC_MOCK_WALLET=1 (a separate chunk, absent from production). */
const WalletLab =
  process.env.NEXT_PUBLIC_MOCK_WALLET === '1'
    ? dynamic(
        () => import('../src/components/WalletLab/WalletLab').then((module) => module.WalletLab),
        {
          ssr: false,
        },
      )
    : () => null

/**
 * The application shell: every page gets wallet-connection support (spec §2), its code loaded
 * when a stored connection is to be restored or the visitor reaches for 'Connect Wallet'.
 */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <SignInSetting pageProps={pageProps}>
      <LazyWalletStack>
        <Head>
          <title>{appName()}</title>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
        </Head>
        <Component {...pageProps} />
        <WhenWalletStack>
          <WalletLab />
        </WhenWalletStack>
      </LazyWalletStack>
    </SignInSetting>
  )
}
