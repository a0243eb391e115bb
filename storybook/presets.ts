import type { SignInParameters } from './signInApi'
import type { WalletParameters } from './storyWallet'

type Preset = { wallet?: WalletParameters; signIn?: SignInParameters }

/**
 * Named story setups (`parameters: presets.…`), for the states the spec names. Spread and
 * extend one when a story needs more: `{ ...presets.signInPending, signIn: { verify: 'pending' } }`.
 */
export const presets = {
  disconnected: {},
  connected: { wallet: { state: 'connected' } },
  /** Connected to a chain the app does not configure (BTN-3, CHN-3). */
  wrongNetwork: { wallet: { state: 'connected', chainId: 5 } },
  /** Connected; the wallet cannot switch networks from the app: it answers 4200 (CHN-4). */
  walletThatCannotSwitch: { wallet: { state: 'connected', switchChain: 'unsupported' } },
  /** Connected; the next switch waits in the wallet (CHN-2). */
  switchAwaitingApproval: { wallet: { state: 'connected', switchChain: 'pending' } },
  /** Connected, sign-in on, not signed in yet: 'Verify your account' (CON-8). */
  signInPending: { wallet: { state: 'connected' }, signIn: {} },
  /** Connected and signed in (a session from the sign-in API on load). */
  signedIn: { wallet: { state: 'connected' }, signIn: { session: 'signedIn' } },
} as const satisfies Record<string, Preset>
