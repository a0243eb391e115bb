import '@rainbow-me/rainbowkit/styles.css'
import '../src/styles/globals.css'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import { TestProviders } from '../unit/renderWithProviders'
import { createStorySignInApi, type SignInParameters, type StorySignInApi } from './signInApi'
import { loadStoryWallet, type StoryWallet, type WalletParameters } from './storyWallet'

// Play functions wait for what the visitor sees (findBy…, waitFor): on one busy core, a dozen
// transactions settling one after another take longer than Testing Library's default second, and
// outside vitest, where no story clock runs, 'Copied!' alone stays 1.5 s.
configure({ asyncUtilTimeout: 10_000 })

/** Fresh fake wallets and config per story, from `parameters.wallet`. */
const walletLoader: Loader = async ({ parameters }) => {
  const storyWallet = await loadStoryWallet(parameters.wallet as WalletParameters | undefined)
  const signIn = parameters.signIn as SignInParameters | undefined
  // One sign-in API per story (not per render): its fetch stays the same, the app looks up
  // the session once, and the play function reaches it as `loaded.signInApi`.
  const signInApi = signIn ? createStorySignInApi(signIn, storyWallet.account) : undefined
  return { storyWallet, signInApi }
}

/**
 * Every story sits inside the app's real providers (wagmi, query cache, RainbowKit), as jsdom
 * tests do (unit/renderWithProviders.tsx): no reconnect on mount, the loader set the wallet state.
 */
const withAppProviders: Decorator = (Story, { loaded }) => {
  const { config, key } = loaded.storyWallet as StoryWallet
  const signInApi = loaded.signInApi as StorySignInApi | undefined
  return (
    <TestProviders
      key={key}
      config={config}
      auth={signInApi ? { fetch: signInApi.fetch } : undefined}
    >
      <Story />
    </TestProviders>
  )
}

const preview: Preview = {
  loaders: [walletLoader],
  decorators: [withAppProviders],
  parameters: {
    layout: 'padded',
    controls: { disable: true },
  },
}

export default preview
