import type { Outcome, OutcomeName } from '@plaza-social/mock-wallet'
import { usdc } from '@plaza-social/test/chains'
import { fireEvent, screen } from '@testing-library/react'
import { act } from 'react'
import {
  type Address,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  isAddressEqual,
  multicall3Abi,
  numberToHex,
  type Transport,
} from 'viem'
import { connect } from 'wagmi/actions'
import { fillSpecText, specAppTexts } from '../../../fixtures/spec/appTexts'
import {
  browserWalletOf,
  installBrowserWallet,
  renderWithProviders,
} from '../../../unit/renderWithProviders'
import { createAppConfig } from '../../config/wagmi'
import { WatchToken } from './WatchToken'

const symbol = { symbol: usdc.symbol }

/** What USDC answers on Ethereum: its symbol and decimals. */
function tokenCall(to: Address, data: Hex): Hex {
  if (!isAddressEqual(to, usdc.addresses[1])) throw new Error('no contract there')
  if (data.startsWith('0x95d89b41'))
    return encodeFunctionResult({
      abi: erc20Abi,
      functionName: 'symbol',
      result: usdc.symbol,
    })
  if (data.startsWith('0x313ce567'))
    return encodeFunctionResult({
      abi: erc20Abi,
      functionName: 'decimals',
      result: usdc.decimals,
    })
  throw new Error('unknown call')
}

/** An Ethereum node holding USDC, reached through Multicall3 (the app batches its reads). */
const tokenNode: Transport = custom({
  async request({ method, params }) {
    if (method === 'eth_chainId') return numberToHex(1)
    if (method !== 'eth_call') throw new Error(`no ${method} here`)
    const [{ to, data }] = params as [{ to: Address; data: Hex }]
    const { functionName, args } = decodeFunctionData({ abi: multicall3Abi, data })
    if (functionName !== 'aggregate3') return tokenCall(to, data)
    const [calls] = args as readonly [readonly { target: Address; callData: Hex }[]]
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      result: calls.map(({ target, callData }) => ({
        success: true,
        returnData: tokenCall(target, callData),
      })),
    })
  },
})

/** The connected view with the Browser Wallet answering wallet_watchAsset as `answer` says. */
async function connectedView(answer: Outcome | OutcomeName = 'approve') {
  const wallet = installBrowserWallet()
  wallet.script('wallet_watchAsset', answer)
  const config = createAppConfig({
    projectId: 'test-project',
    transportFor: () => tokenNode,
    storage: null,
  })
  await connect(config, { connector: browserWalletOf(config) })
  renderWithProviders(<WatchToken />, { config })
  const action = await screen.findByRole('button', {
    name: fillSpecText(specAppTexts.watchAssetAction, symbol),
  })
  return { wallet, action }
}

describe("'Add USDC to wallet' in the connected view", () => {
  test('CALL-1: asks the wallet to watch the token (wallet_watchAsset) and says it was added', async () => {
    const { wallet, action } = await connectedView()
    await act(async () => fireEvent.click(action))
    expect(
      await screen.findByText(fillSpecText(specAppTexts.watchAssetAdded, symbol)),
    ).toBeVisible()
    const [request] = wallet.log({ method: 'wallet_watchAsset' })
    expect(request?.params).toMatchObject({
      type: 'ERC20',
      options: {
        address: usdc.addresses[1],
        symbol: usdc.symbol,
        decimals: usdc.decimals,
      },
    })
  })

  test.each<[string, Outcome | OutcomeName, string]>([
    [
      'CALL-1: a wallet that answers false: the visitor reads that it did not add the token',
      { type: 'answer', result: false },
      fillSpecText(specAppTexts.watchAssetRefused, symbol),
    ],
    [
      'CALL-1, ERR-4001: the visitor declines in the wallet: read as declined',
      'reject',
      fillSpecText(specAppTexts.watchAssetRejected, symbol),
    ],
    [
      'ERR-32002: a request already waiting in the wallet is said so, not as a refusal',
      'alreadyPending',
      specAppTexts.requestPending,
    ],
  ])('%s', async (_, answer, said) => {
    const { action } = await connectedView(answer)
    await act(async () => fireEvent.click(action))
    expect(await screen.findByText(said)).toBeVisible()
  })
})
