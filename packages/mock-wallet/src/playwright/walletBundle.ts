import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserMockWalletConfig } from '../browser/startBrowserMockWallet.ts'

/** The browser script's global, scoped to the init script that starts it: nothing leaks into the page. */
const bundleGlobal = 'MockWalletBundle'

/** How the browser script is built: one IIFE, minified. */
const browserBundleOptions = {
  bundle: true,
  format: 'iife',
  globalName: bundleGlobal,
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'silent',
} as const

/** Where the package build writes the script: beside the package's JavaScript (dist/). */
const prebuiltBundleFile = 'mock-wallet.browser.js'

const here = fileURLToPath(import.meta.url)

/**
 * The wallet as one browser script: an IIFE whose `startBrowserMockWallet(config)` starts it.
 * The package ships it prebuilt, so a test run only reads it. Without it (run from the sources
 * in a workspace, or by the package build that writes it), esbuild bundles the browser entry
 * beside this module: `.ts` in the sources, `.js` in the build.
 */
export async function loadMockWalletBundle(): Promise<string> {
  const prebuilt = join(dirname(here), '..', prebuiltBundleFile)
  if (existsSync(prebuilt)) return readFile(prebuilt, 'utf8')
  const { build } = await import('esbuild')
  const result = await build({
    ...browserBundleOptions,
    entryPoints: [join(dirname(here), '..', 'browser', `startBrowserMockWallet${extname(here)}`)],
    write: false,
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('esbuild produced no wallet bundle')
  return output.text
}

/** The init script that starts the wallet in a page before the app's own scripts run. */
export function mockWalletInitScript(bundle: string, config: BrowserMockWalletConfig) {
  return `(() => {\n${bundle}\n;${bundleGlobal}.startBrowserMockWallet(${JSON.stringify(config)});\n})();`
}
