import {
  type Address,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  getAbiItem,
  type Hex,
  isAddressEqual,
  multicall3Abi,
  numberToHex,
  parseAbi,
  type Transport,
  toFunctionSelector,
} from 'viem'

/** What the chain knows about the story's account. */
export type FakeNodeState = {
  balances?: Record<Address, bigint>
  /** Reverse records: address -> name (mainnet ENS). */
  ensNames?: Record<Address, string>
  /** Text records 'avatar': name -> URI (use data: URIs, stories run offline). */
  ensAvatars?: Record<string, string>
  /**
   * Transactions the node knows, by hash: 'pending' (no receipt yet), 'success' or 'reverted'
   * (mined, with a receipt). Change an entry to settle a pending one.
   */
  transactions?: Record<Hex, FakeTransactionStatus>
  /** The account the receipts name as sender. */
  from?: Address
}

export type FakeTransactionStatus = 'pending' | 'success' | 'reverted'

// The universal resolver calls viem makes for getEnsName / getEnsText (viem 2.57).
const universalResolverAbi = parseAbi([
  'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string resolvedName, address resolver, address reverseResolver)',
  'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
])
const textResolverAbi = parseAbi(['function text(bytes32 name, string key) view returns (string)'])

const aggregate3Selector = toFunctionSelector(
  getAbiItem({ abi: multicall3Abi, name: 'aggregate3' }),
)
const getEthBalanceSelector = toFunctionSelector(
  getAbiItem({ abi: multicall3Abi, name: 'getEthBalance' }),
)
const someResolver: Address = '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63'
const blockNumber = 21_000_000n

/** A receipt as a node returns it (JSON-RPC hex fields), for a mined transaction. */
function receiptOf(state: FakeNodeState, hash: Hex, status: 'success' | 'reverted') {
  const from = state.from ?? '0x0000000000000000000000000000000000000000'
  return {
    transactionHash: hash,
    transactionIndex: '0x0',
    blockHash: `0x${'b'.repeat(64)}`,
    blockNumber: numberToHex(blockNumber),
    from,
    to: from,
    cumulativeGasUsed: '0x5208',
    gasUsed: '0x5208',
    effectiveGasPrice: '0x3b9aca00',
    contractAddress: null,
    logs: [],
    logsBloom: `0x${'0'.repeat(512)}`,
    status: status === 'success' ? '0x1' : '0x0',
    type: '0x2',
  }
}

function transactionStatus(state: FakeNodeState, hash: Hex) {
  const entry = Object.entries(state.transactions ?? {}).find(
    ([known]) => known.toLowerCase() === hash.toLowerCase(),
  )
  return entry?.[1]
}

class FakeNodeError extends Error {
  code = -32601
}

function balanceOf(state: FakeNodeState, address: Address) {
  const entry = Object.entries(state.balances ?? {}).find(([a]) =>
    isAddressEqual(a as Address, address),
  )
  return entry?.[1] ?? 0n
}

/** Answers one contract call the way a node with the story's balances and ENS records would. */
function answerCall(state: FakeNodeState, data: Hex): Hex {
  if (data.startsWith(getEthBalanceSelector)) {
    const { args } = decodeFunctionData({ abi: multicall3Abi, data })
    return encodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'getEthBalance',
      result: balanceOf(state, args[0] as Address),
    })
  }
  const call = decodeFunctionData({ abi: universalResolverAbi, data })
  if (call.functionName === 'reverseWithGateways') {
    const [address] = call.args
    const name =
      Object.entries(state.ensNames ?? {}).find(([a]) =>
        isAddressEqual(a as Address, address),
      )?.[1] ?? ''
    return encodeFunctionResult({
      abi: universalResolverAbi,
      functionName: 'reverseWithGateways',
      result: [name, someResolver, someResolver],
    })
  }
  const inner = decodeFunctionData({ abi: textResolverAbi, data: call.args[1] })
  const [, key] = inner.args
  // The resolver answers for the one named account of a story.
  const avatar = key === 'avatar' ? Object.values(state.ensAvatars ?? {})[0] : undefined
  return encodeFunctionResult({
    abi: universalResolverAbi,
    functionName: 'resolveWithGateways',
    result: [
      encodeFunctionResult({ abi: textResolverAbi, functionName: 'text', result: avatar ?? '' }),
      someResolver,
    ],
  })
}

/** viem batches reads through multicall3 (`aggregate3`), balances too (`getEthBalance`). */
function answerEthCall(state: FakeNodeState, data: Hex): Hex {
  if (!data.startsWith(aggregate3Selector)) return answerCall(state, data)
  const { args } = decodeFunctionData({ abi: multicall3Abi, data })
  const [calls] = args as readonly [readonly { callData: Hex }[]]
  return encodeFunctionResult({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    result: calls.map((c) => ({ success: true, returnData: answerCall(state, c.callData) })),
  })
}

/**
 * A node transport answering from memory: balance, ENS name and avatar, chain id, block
 * number, transaction receipts. Stories need no running chain and no network.
 */
export function fakeNodeTransport(chainId: number, state: FakeNodeState): Transport {
  return custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        const args = (params ?? []) as unknown[]
        switch (method) {
          case 'eth_chainId':
            return numberToHex(chainId)
          case 'eth_blockNumber':
            return numberToHex(blockNumber)
          case 'eth_getBalance':
            return numberToHex(balanceOf(state, args[0] as Address))
          case 'eth_getTransactionReceipt': {
            const hash = args[0] as Hex
            const status = transactionStatus(state, hash)
            // Unknown or still pending: no receipt yet (viem keeps waiting).
            return status && status !== 'pending' ? receiptOf(state, hash, status) : null
          }
          case 'eth_getTransactionByHash':
            // Not needed to settle a transaction: a receipt answers first, a pending one waits.
            return null
          case 'eth_call': {
            const { data } = args[0] as { data: Hex }
            return answerEthCall(state, data)
          }
          default:
            throw new FakeNodeError(`The story's fake node does not answer ${method}`)
        }
      },
    },
    { retryCount: 0 },
  )
}
