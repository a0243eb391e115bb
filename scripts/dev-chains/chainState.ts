export type ChainStateOptions = {
  chainId: number
  rpcUrl: string
  appOrigin: string
}

/** Puts the contracts the app relies on into a fresh chain. */
export async function installChainState(_options: ChainStateOptions): Promise<void> {}
