import '@rainbow-me/rainbowkit/styles.css'
import '../src/styles/globals.css'
import type { AppProps } from 'next/app'
import Head from 'next/head'
import { SignInSetting } from '../src/auth/client/SignInSetting'
import { appName } from '../src/config/appInfo'
import { WalletShell } from '../src/walletStack/WalletShell'

/**
 * The application shell: every page gets the header and wallet-connection support (spec §2), its
 * code loaded when a stored connection is to be restored or the visitor reaches for 'Connect
 * Wallet'.
 */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <SignInSetting pageProps={pageProps}>
      <WalletShell>
        <Head>
          <title>{appName()}</title>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
        </Head>
        <Component {...pageProps} />
      </WalletShell>
    </SignInSetting>
  )
}
