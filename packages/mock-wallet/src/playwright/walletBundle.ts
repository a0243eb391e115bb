import { fileURLToPath } from 'node:url'
import type { BrowserMockWalletConfig } from '../browser/startBrowserMockWallet'
import { mockWalletNames } from '../core/namespace'

const entry = fileURLToPath(new URL('../browser/startBrowserMockWallet.ts', import.meta.url))

/**
 * The wallet as one browser script (an IIFE whose global is the namespace's bundle global,
 * e.g. `AcmeMockWallet`), built in memory by esbuild from the package's TypeScript:
 * nothing written, nothing added to the app under test.
 */
export async function buildMockWalletBundle(namespace?: string): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: mockWalletNames(namespace).bundleGlobal,
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('esbuild produced no wallet bundle')
  return output.text
}

/** The init script that starts the wallet in a page before the app's own scripts run. */
export function mockWalletInitScript(bundle: string, config: BrowserMockWalletConfig) {
  const { bundleGlobal } = mockWalletNames(config.namespace)
  return `${bundle}\n;${bundleGlobal}.startBrowserMockWallet(${JSON.stringify(config)});`
}
