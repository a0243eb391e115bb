// What every stack page shows, by the ids the scenario script reads: its controls, and the
// account, chain, signature and error of the page's library; drawn by React on wagmi's hooks, by
// the page itself where its library hands it the wallet's events.
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

/**
 * The same page without React, in `root`: `show(testId, text)` sets an output; `on(id, action)`
 * runs a control's action, showing its failure as `errorText(error)` says.
 */
export function plainPage(root, errorText) {
  root.innerHTML = `
    <button id="connect" type="button">Connect</button>
    <button id="switch" type="button">Switch to Base</button>
    <button id="sign" type="button">Sign message</button>
    <p>Account: <output data-testid="account"></output></p>
    <p>Chain: <output data-testid="chain"></output></p>
    <p>Signature: <output data-testid="signature"></output></p>
    <p>Error: <output data-testid="error"></output></p>`
  const show = (testId, text) => {
    root.querySelector(`[data-testid="${testId}"]`).textContent = text
  }
  const on = (id, action) =>
    root.querySelector(`#${id}`).addEventListener('click', () => {
      show('error', '')
      action().catch((error) => show('error', errorText(error)))
    })
  return { show, on }
}
