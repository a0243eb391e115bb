import { type MockWallet, promptMethods } from '@plaza-social/mock-wallet'
import { useEffect, useState } from 'react'
import { appMockWallet } from '../mockWallet/appMockWallet'
import { GetWalletSamples } from './GetWalletSamples'
import { labOutcomes } from './labOutcomes'
import { RequestChain } from './RequestChain'
import styles from './WalletLab.module.css'

/** Re-renders on every change of the wallet (requests, prompts, state). */
function useWalletUpdates(wallet: MockWallet | undefined) {
  const [, setVersion] = useState(0)
  useEffect(() => wallet?.subscribe(() => setVersion((version) => version + 1)), [wallet])
}

/**
 * The Wallet Lab (dev builds only): a person plays every mock-wallet
 * scenario by hand — script the next answer, approve or reject what waits, act as
 * the wallet's user.
 */
export function WalletLab() {
  const [wallet, setWallet] = useState<MockWallet>()
  const [open, setOpen] = useState(false)
  const [method, setMethod] = useState<string>('connect')
  useEffect(() => setWallet(appMockWallet()), [])
  useWalletUpdates(wallet)
  if (!wallet) return null
  const snapshot = wallet.snapshot()
  const recent = wallet.log().slice(-8).reverse()

  return (
    <aside className={styles.lab} aria-label="Wallet Lab">
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        Wallet Lab {snapshot.pending.length > 0 ? `(${snapshot.pending.length} waiting)` : ''}
      </button>
      {open && (
        <div className={styles.body}>
          <p className={styles.state}>
            {snapshot.accounts.length ? `Connected ${snapshot.accounts[0]}` : 'Not connected'} ·
            chain {snapshot.chainId} · {snapshot.unlocked ? 'unlocked' : 'locked'}
          </p>

          <fieldset className={styles.group}>
            <legend>Prompts</legend>
            <label>
              <input
                type="checkbox"
                checked={snapshot.mode === 'manual'}
                onChange={(event) => wallet.setMode(event.target.checked ? 'manual' : 'auto')}
              />{' '}
              Ask me before answering (manual mode)
            </label>
            {snapshot.pending.map((request) => (
              <div key={request.id} className={styles.row}>
                <code>{request.method}</code>
                <button type="button" onClick={() => wallet.approve(request.id)}>
                  Approve
                </button>
                <button type="button" onClick={() => wallet.reject(request.id)}>
                  Reject
                </button>
              </div>
            ))}
          </fieldset>

          <fieldset className={styles.group}>
            <legend>Next answer</legend>
            <select
              value={method}
              onChange={(event) => setMethod(event.target.value)}
              aria-label="Method"
            >
              {['connect', ...promptMethods].map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
            <div className={styles.row}>
              {labOutcomes.map(({ label, outcome }) => (
                <button key={label} type="button" onClick={() => wallet.script(method, outcome)}>
                  {label}
                </button>
              ))}
            </div>
            {Object.keys(snapshot.scripted).length > 0 && (
              <p>
                Scripted:{' '}
                {Object.entries(snapshot.scripted)
                  .map(([name, queue]) => `${name} × ${queue.length}`)
                  .join(', ')}{' '}
                <button type="button" onClick={() => wallet.clearScripts()}>
                  Clear
                </button>
              </p>
            )}
          </fieldset>

          <fieldset className={styles.group}>
            <legend>As the wallet&apos;s user</legend>
            <div className={styles.row}>
              <button
                type="button"
                onClick={() =>
                  wallet.switchAccount(
                    (snapshot.allAccounts.indexOf(snapshot.selectedAccount) + 1) %
                      snapshot.allAccounts.length,
                  )
                }
              >
                Next account
              </button>
              <button
                type="button"
                onClick={() => (snapshot.unlocked ? wallet.lock() : wallet.unlock())}
              >
                {snapshot.unlocked ? 'Lock' : 'Unlock'}
              </button>
              <button type="button" onClick={() => wallet.moveToUnsupportedChain()}>
                Unsupported chain
              </button>
              <button type="button" onClick={() => wallet.disconnect()}>
                Disconnect (4900)
              </button>
              <button
                type="button"
                onClick={() => wallet.disconnect({ code: 1013, accountsLeft: true })}
              >
                1013, account left
              </button>
              <button type="button" onClick={() => wallet.disconnect({ code: 1013 })}>
                1013, no account
              </button>
              <button type="button" onClick={() => wallet.reset()}>
                Reset
              </button>
            </div>
            <div className={styles.row}>
              {snapshot.chains.map((chain) => (
                <button
                  key={chain.id}
                  type="button"
                  onClick={() => wallet.changeChain(chain.id)}
                  disabled={chain.id === snapshot.chainId}
                >
                  {chain.name}
                </button>
              ))}
            </div>
          </fieldset>

          <RequestChain />

          <GetWalletSamples />

          <fieldset className={styles.group}>
            <legend>Requests</legend>
            <ol className={styles.log}>
              {recent.map((entry) => (
                <li key={entry.id}>
                  <code>{entry.method}</code> {entry.status}
                  {entry.error ? ` ${entry.error.code}` : ''}
                </li>
              ))}
            </ol>
          </fieldset>
        </div>
      )}
    </aside>
  )
}
