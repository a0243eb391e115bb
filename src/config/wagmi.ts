import { connectorsForWallets, type WalletList } from '@rainbow-me/rainbowkit'
import type { Transport } from 'viem'
import { type CreateConfigParameters, createConfig } from 'wagmi'
import { appName as defaultAppName } from './appInfo'
import { type AppChain, chains } from './chains'
import { multicallBatchSize, pollingIntervalMs } from './constants'
import { resolveProjectId } from './projectId'
import { type RpcUrlSources, resolveRpcUrls } from './rpcUrls'
import { transportFor } from './transports'
import { walletGroups } from './wallets'

export type AppConfigParameters = RpcUrlSources & {
  appName?: string
  projectId?: string
  /** Extra wallet groups after 'Popular'. */
  extraWallets?: WalletList
  /** Wallet groups before 'Popular' (dev builds and stories: the 'Get a Wallet' samples). */
  leadingWallets?: WalletList
  /** Replaces each chain's node transport (Storybook and tests that run without nodes). */
  transportFor?: (chain: AppChain) => Transport
  /**
   * Where wagmi keeps the connection for the next visit: the browser's local storage when unset;
   * `null` keeps nothing (stories and tests that set the wallet state themselves).
   */
  storage?: CreateConfigParameters['storage']
}

/** The wagmi config of the app: spec chains, wallets, transports and limits (§7, §9). */
export function createAppConfig(parameters: AppConfigParameters = {}) {
  const projectId = resolveProjectId(parameters.projectId)
  const urls = resolveRpcUrls(parameters)
  const transports = Object.fromEntries(
    chains.map((chain) => [
      chain.id,
      parameters.transportFor?.(chain) ?? transportFor(urls[chain.id]),
    ]),
  ) as Record<AppChain['id'], Transport>

  const connectors = connectorsForWallets(
    walletGroups(parameters.extraWallets, parameters.leadingWallets),
    {
      appName: parameters.appName ?? defaultAppName(),
      projectId,
    },
  )

  return createConfig({
    chains,
    connectors,
    transports,
    pollingInterval: pollingIntervalMs,
    batch: { multicall: { batchSize: multicallBatchSize } },
    ...(parameters.storage === undefined ? {} : { storage: parameters.storage }),
  })
}
