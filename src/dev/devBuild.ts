/**
 * A dev or QA build: `NEXT_PUBLIC_MOCK_WALLET=1` (`npm run dev`, the e2e dev build) adds the mock
 * wallet, the Wallet Lab and test transactions (devExtras.ts), and loads the wallet stack with the
 * page. next.config.ts always defines the variable, so a build inlines it.
 */
export const devBuild = process.env.NEXT_PUBLIC_MOCK_WALLET === '1'
