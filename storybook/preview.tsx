import '@rainbow-me/rainbowkit/styles.css'
import '../src/styles/globals.css'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import { Providers } from '../src/components/Providers'
import { MemoryStorage } from './memoryStorage'
import { type SignInParameters, signInFetch } from './signInApi'
import { loadStoryWallet, type StoryWallet, type WalletParameters } from './storyWallet'

/** Fresh fake wallets and config per story, from `parameters.wallet`. */
const walletLoader: Loader = async ({ parameters }) => ({
  storyWallet: await loadStoryWallet(parameters.wallet as WalletParameters | undefined),
})

/** Every story sits inside the app's real providers (wagmi, query cache, RainbowKit). */
const withAppProviders: Decorator = (Story, { loaded, parameters }) => {
  const { config, key } = loaded.storyWallet as StoryWallet
  const signIn = parameters.signIn as SignInParameters | undefined
  return (
    <Providers
      key={key}
      config={config}
      storage={new MemoryStorage()}
      auth={signIn ? { fetch: signInFetch(signIn) } : undefined}
    >
      <Story />
    </Providers>
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
