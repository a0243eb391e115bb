/** Yields to the browser: what follows runs in a task of its own, after any input waiting. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// Every import below names the same chunk, "wallet-stack": the first one fetches the whole stack
// at once (as a single import of WalletStack did), and the later ones find their code already
// there and only evaluate it. Each names the export it needs, so tree shaking keeps the bundle
// as it was.

/**
 * The slices the wallet stack's code is evaluated in, one task each, before the stack itself.
 * Evaluated at once, wagmi, viem, RainbowKit and the app's config were one task of about 250 ms
 * on a phone (4x CPU slowdown): a tap in it waited, and Lighthouse counted it as blocking time.
 * The app's chains (viem's chain definitions) come first, then the heaviest single modules, each
 * alone: viem's actions (which wagmi's clients use) and RainbowKit's main module; then the app's
 * wagmi config, which creates the connectors. A slice evaluated once is not evaluated again.
 */
const stages = [
  async () => {
    const { chains } = await import(/* webpackChunkName: "wallet-stack" */ '../config/chains')
    return chains
  },
  async () => {
    const { publicActions } = await import(/* webpackChunkName: "wallet-stack" */ 'viem')
    return publicActions
  },
  async () => {
    const { RainbowKitProvider } = await import(
      /* webpackChunkName: "wallet-stack" */ '@rainbow-me/rainbowkit'
    )
    return RainbowKitProvider
  },
  async () => {
    const { appConfig } = await import(/* webpackChunkName: "wallet-stack" */ './appConfig')
    return appConfig
  },
]

/** The wallet stack's module, its code evaluated in slices that each leave the browser free in between. */
export async function loadInStages() {
  for (const stage of stages) {
    await stage()
    await nextTask()
  }
  return import(/* webpackChunkName: "wallet-stack" */ './WalletStack')
}
