import { type Address, erc20Abi } from 'viem'
import { useAccount, useReadContracts, useWatchAsset } from 'wagmi'
import type { AppChain } from '../../config/chains'
import { watchTokenAddresses } from '../../config/watchToken'
import styles from '../Header/WalletNotices.module.css'
import { watchTokenOutcome, watchTokenTexts } from './watchTokenText'

/**
 * CALL-1 (watch asset): 'Add USDC to wallet' in the connected view, through wagmi's
 * `useWatchAsset` (`wallet_watchAsset`). Shown on chains with a token to offer, once its symbol
 * and decimals are read from the chain; says whether the wallet added it or refused.
 */
export function WatchToken() {
  const { address, chainId } = useAccount()
  const token = chainId && watchTokenAddresses[chainId as AppChain['id']]
  // A fresh action (and outcome) per account and chain.
  if (!address || !chainId || !token) return null
  return <WatchTokenOnChain key={`${address}:${chainId}`} chainId={chainId} address={token} />
}

function WatchTokenOnChain({ chainId, address }: { chainId: number; address: Address }) {
  const token = { address, abi: erc20Abi, chainId } as const
  const { data } = useReadContracts({
    contracts: [
      { ...token, functionName: 'symbol' },
      { ...token, functionName: 'decimals' },
    ],
    allowFailure: false,
  })
  const { watchAsset, data: added, error, status } = useWatchAsset()
  if (!data) return null
  const [symbol, decimals] = data
  const outcome =
    status === 'success'
      ? watchTokenOutcome(symbol, { added: added === true })
      : status === 'error'
        ? watchTokenOutcome(symbol, { error })
        : undefined
  return (
    <section className={styles.row} aria-label="Token">
      <button
        type="button"
        className={styles.action}
        disabled={status === 'pending'}
        onClick={() =>
          watchAsset({
            type: 'ERC20',
            options: { address, symbol, decimals },
          })
        }
      >
        {watchTokenTexts.action(symbol)}
      </button>
      {outcome && (
        <output className={styles.outcome} data-testid="watch-token-outcome">
          {outcome}
        </output>
      )}
    </section>
  )
}
