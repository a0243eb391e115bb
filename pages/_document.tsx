import { Head, Html, Main, NextScript } from 'next/document'

/** The document's language, for screen readers and Lighthouse's accessibility audit. */
export default function Document() {
  return (
    <Html lang="en">
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
