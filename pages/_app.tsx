import '@rainbow-me/rainbowkit/styles.css'
import '../src/styles/globals.css'
import type { AppProps } from 'next/app'
import Head from 'next/head'
import { Providers } from '../src/components/Providers'
import { appConfig } from '../src/config/appConfig'
import { appName } from '../src/config/appInfo'

/** The application shell: every page gets wallet-connection support (spec §2). */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <Providers config={appConfig}>
      <Head>
        <title>{appName()}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Component {...pageProps} />
    </Providers>
  )
}
