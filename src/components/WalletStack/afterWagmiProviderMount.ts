/**
 * Runs `run` once WagmiProvider has finished mounting; returns a cancel function. Call it from an
 * effect of the commit that mounts WagmiProvider.
 *
 * With an SSR config (`ssr: true`), WagmiProvider's mount effect rehydrates wagmi's store from
 * storage, adds the EIP-6963 wallets and, with `reconnectOnMount={false}`, then clears the
 * connections read from storage, all in promise jobs after its effect
 * (https://github.com/wevm/wagmi/blob/32db494ccc9c260aac7c57335302a9093faaa751/packages/react/src/hydrate.ts#L26-L29
 * calls https://github.com/wevm/wagmi/blob/4c472073fe82b1a4780cb782f4bf6b18414a5523/packages/core/src/hydrate.ts#L23-L61).
 * A reconnect started before would miss the EIP-6963 wallets and could see its connection
 * cleared. wagmi's storage here is localStorage (synchronous), so those jobs all run before the
 * next task: a task queued now runs after them.
 */
export function afterWagmiProviderMount(run: () => void): () => void {
  const timer = setTimeout(run, 0)
  return () => clearTimeout(timer)
}
