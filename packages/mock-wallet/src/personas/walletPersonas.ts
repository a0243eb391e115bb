import { coinbaseSmartWallet } from './coinbaseSmartWallet.ts'
import { decimalChainIds } from './decimalChainIds.ts'
import { metamask } from './metamask.ts'
import { rabby } from './rabby.ts'
import type { WalletPersona } from './walletPersona.ts'

/** The personas by name: `walletPersona: 'metamask'` in a Playwright test. A new one is one more file. */
export const walletPersonas = {
  metamask,
  coinbaseSmartWallet,
  rabby,
  decimalChainIds,
} as const satisfies Record<string, WalletPersona>

export type WalletPersonaName = keyof typeof walletPersonas
