import { duplicateRdns } from './duplicateRdns.ts'
import { ethAccountsRejectedOnReload } from './ethAccountsRejectedOnReload.ts'
import { ethAccountsUnansweredOnReload } from './ethAccountsUnansweredOnReload.ts'
import { lockedWhileConnected } from './lockedWhileConnected.ts'
import { unsupportedChainAfterConnect } from './unsupportedChainAfterConnect.ts'
import type { WalletScenario } from './walletScenario.ts'

/** The scenarios by their upstream issue: `walletScenario: 'wagmi#5233'` in a Playwright test. */
export const walletScenarios = {
  'wagmi#5233': ethAccountsRejectedOnReload,
  'wagmi#4236': ethAccountsUnansweredOnReload,
  'wagmi#4632': lockedWhileConnected,
  'rainbowkit#2534': duplicateRdns,
  'rainbowkit#1718': unsupportedChainAfterConnect,
} as const satisfies Record<string, WalletScenario>

export type WalletScenarioName = keyof typeof walletScenarios
