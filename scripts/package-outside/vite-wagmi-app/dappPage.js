// What every React stack page shows, by the test ids the scenario script reads: its controls, and
// the account, chain, signature and error of the page's library.
import { createElement as h } from 'react'

/** What the page shows of a failure: wagmi's and viem's error class, then its short message. */
export const failure = (...results) => {
  const error = results.find((result) => result.error)?.error
  return error ? `${error.name}: ${error.shortMessage ?? error.message}` : ''
}

const button = (id, label, onClick) => h('button', { id, type: 'button', onClick }, label)
const output = (testId, label, text) =>
  h('p', null, `${label}: `, h('output', { 'data-testid': testId }, text))

/** The message the page asks the wallet to sign. */
export const message = 'Plaza Social stacks'

/** The page of a stack on wagmi's hooks: `connection` has the address and chain id wagmi gives. */
export const DappPage = ({ onConnect, onSwitch, onSign, connection, signature, error }) =>
  h(
    'div',
    null,
    button('connect', 'Connect', onConnect),
    button('switch', 'Switch to Base', onSwitch),
    button('sign', 'Sign message', onSign),
    output('account', 'Account', connection.address ?? ''),
    output('chain', 'Chain', connection.chainId ? String(connection.chainId) : ''),
    output('signature', 'Signature', signature ?? ''),
    output('error', 'Error', error),
  )
