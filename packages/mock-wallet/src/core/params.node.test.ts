import { describe, expect, test } from 'vitest'
import { settledStatus } from '../../test/calls.ts'
import { sendRaw } from '../../test/requests.ts'
import { alice, bob } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'

const setup = walletOnTestChains()

/** Alice with a wrong EIP-55 checksum: a page may send it, and the wallet takes it as alice. */
const aliceBadChecksum = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const nobody = '0x000000000000000000000000000000000000dEaD'

/** What each method says it expected, as a test author reads it in the error's details. */
const shapes = {
  wallet_switchEthereumChain: '[{ chainId: "0x…" (hex, non-zero) }]',
  wallet_addEthereumChain:
    '[{ chainId: "0x…", chainName: string, rpcUrls: [url, …], nativeCurrency: { name, symbol, decimals } }]',
  wallet_watchAsset: '{ type: "ERC20", options: { address, symbol?, decimals?, image? } }',
  wallet_requestPermissions: '[{ eth_accounts: {} }]',
  wallet_revokePermissions: '[{ eth_accounts: {} }]',
  personal_sign: '[message (hex or text), address]',
  eth_signTypedData_v4:
    '[address, typed data (JSON text or object with domain, types, primaryType, message)]',
  eth_sendTransaction: '[{ from, to?, value?, data?, gas?, … } with addresses and hex quantities]',
  wallet_sendCalls:
    '[{ version, chainId: "0x…", from?, atomicRequired: boolean, calls: [{ to?, data?, value? }, …], id?, capabilities? }]',
  wallet_getCapabilities: '[address?, chainIds?: ["0x…", …]]',
  wallet_getCallsStatus: '[batch id (string)]',
  wallet_showCallsStatus: '[batch id (string)]',
} as const

type Method = keyof typeof shapes

const base = {
  chain: {
    chainId: '0x2105',
    chainName: 'Base',
    rpcUrls: ['https://mainnet.base.org'],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
  asset: { type: 'ERC20', options: { address: bob, symbol: 'T', decimals: 18 } },
  typedData: {
    domain: { name: 'Example', version: '1', chainId: 1 },
    types: { Post: [{ name: 'text', type: 'string' }] },
    primaryType: 'Post',
    message: { text: 'gm' },
  },
  tx: { from: alice, to: bob, value: '0x1' },
  batch: { version: '2.0.0', chainId: '0x1', atomicRequired: true, calls: [{ to: bob }] },
}

/** Each malformed shape breaks one thing a well-formed request has. */
const malformed: [name: string, method: Method, params: unknown][] = [
  ['switch: no params', 'wallet_switchEthereumChain', undefined],
  ['switch: params not an array', 'wallet_switchEthereumChain', { chainId: '0x1' }],
  ['switch: an array, not an object', 'wallet_switchEthereumChain', [['0x1']]],
  ['switch: null', 'wallet_switchEthereumChain', [null]],
  ['switch: a number', 'wallet_switchEthereumChain', [{ chainId: 1 }]],
  ['switch: bare 0x', 'wallet_switchEthereumChain', [{ chainId: '0x' }]],
  ['switch: text before 0x', 'wallet_switchEthereumChain', [{ chainId: 'a0x1' }]],
  ['switch: not hex after the digits', 'wallet_switchEthereumChain', [{ chainId: '0x1g' }]],
  ['switch: chain 0', 'wallet_switchEthereumChain', [{ chainId: '0x0' }]],
  ['switch: chain 0, padded', 'wallet_switchEthereumChain', [{ chainId: '0x000' }]],

  ['add: no chain', 'wallet_addEthereumChain', []],
  ['add: chain as text', 'wallet_addEthereumChain', ['0x2105']],
  ['add: chain id 0', 'wallet_addEthereumChain', [{ ...base.chain, chainId: '0x0' }]],
  ['add: no name', 'wallet_addEthereumChain', [{ ...base.chain, chainName: undefined }]],
  ['add: empty name', 'wallet_addEthereumChain', [{ ...base.chain, chainName: '' }]],
  ['add: rpcUrls a string', 'wallet_addEthereumChain', [{ ...base.chain, rpcUrls: 'https://x' }]],
  ['add: no rpcUrls', 'wallet_addEthereumChain', [{ ...base.chain, rpcUrls: [] }]],
  ['add: an rpc url a number', 'wallet_addEthereumChain', [{ ...base.chain, rpcUrls: [8545] }]],
  ['add: an ftp url', 'wallet_addEthereumChain', [{ ...base.chain, rpcUrls: ['ftp://x.org'] }]],
  [
    'add: a url not at the start',
    'wallet_addEthereumChain',
    [{ ...base.chain, rpcUrls: ['see https://x.org'] }],
  ],
  [
    'add: one good url, one bad',
    'wallet_addEthereumChain',
    [{ ...base.chain, rpcUrls: ['https://x.org', 'x.org'] }],
  ],
  ['add: no currency', 'wallet_addEthereumChain', [{ ...base.chain, nativeCurrency: 'ETH' }]],
  [
    'add: currency without name',
    'wallet_addEthereumChain',
    [{ ...base.chain, nativeCurrency: { symbol: 'ETH', decimals: 18 } }],
  ],
  [
    'add: currency without symbol',
    'wallet_addEthereumChain',
    [{ ...base.chain, nativeCurrency: { name: 'Ether', decimals: 18 } }],
  ],
  [
    'add: fractional decimals',
    'wallet_addEthereumChain',
    [{ ...base.chain, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1.5 } }],
  ],
  [
    'add: explorers a string',
    'wallet_addEthereumChain',
    [{ ...base.chain, blockExplorerUrls: 'https://basescan.org' }],
  ],
  [
    'add: an explorer a number',
    'wallet_addEthereumChain',
    [{ ...base.chain, blockExplorerUrls: ['https://basescan.org', 1] }],
  ],

  ['asset: none', 'wallet_watchAsset', undefined],
  ['asset: an NFT', 'wallet_watchAsset', { ...base.asset, type: 'ERC721' }],
  ['asset: no options', 'wallet_watchAsset', { type: 'ERC20' }],
  ['asset: options text', 'wallet_watchAsset', { type: 'ERC20', options: bob }],
  ['asset: address a number', 'wallet_watchAsset', { type: 'ERC20', options: { address: 1 } }],
  ['asset: short address', 'wallet_watchAsset', { type: 'ERC20', options: { address: '0x12' } }],
  [
    'asset: fractional decimals',
    'wallet_watchAsset',
    [{ type: 'ERC20', options: { address: bob, decimals: 0.5 } }],
  ],

  ['permissions: none', 'wallet_requestPermissions', []],
  ['permissions: eth_accounts text', 'wallet_requestPermissions', [{ eth_accounts: 'yes' }]],
  ['revoke: no eth_accounts', 'wallet_revokePermissions', [{}]],

  ['personal_sign: nothing', 'personal_sign', []],
  ['personal_sign: message a number', 'personal_sign', [42, alice]],
  ['personal_sign: no address', 'personal_sign', ['0x00']],
  ['personal_sign: short address', 'personal_sign', ['0x00', '0x1234']],

  ['typed data: address a number', 'eth_signTypedData_v4', [1, base.typedData]],
  ['typed data: short address', 'eth_signTypedData_v4', ['0x1234', base.typedData]],
  ['typed data: not JSON', 'eth_signTypedData_v4', [alice, '{ domain']],
  ['typed data: JSON, not an object', 'eth_signTypedData_v4', [alice, '"Post"']],
  ['typed data: none', 'eth_signTypedData_v4', [alice]],
  ['typed data: no types', 'eth_signTypedData_v4', [alice, { ...base.typedData, types: 'Post' }]],
  [
    'typed data: primaryType not text',
    'eth_signTypedData_v4',
    [alice, { ...base.typedData, primaryType: 1 }],
  ],
  ['typed data: no message', 'eth_signTypedData_v4', [alice, { ...base.typedData, message: 'gm' }]],
  ['typed data: domain text', 'eth_signTypedData_v4', [alice, { ...base.typedData, domain: 'x' }]],

  ['tx: none', 'eth_sendTransaction', []],
  ['tx: no from', 'eth_sendTransaction', [{ to: bob }]],
  ['tx: short from', 'eth_sendTransaction', [{ from: '0x1234' }]],
  ['tx: to a number', 'eth_sendTransaction', [{ ...base.tx, to: 1 }]],
  ['tx: short to', 'eth_sendTransaction', [{ ...base.tx, to: '0x1234' }]],
  ['tx: data not hex', 'eth_sendTransaction', [{ ...base.tx, data: '0xzz' }]],
  ['tx: value a number', 'eth_sendTransaction', [{ ...base.tx, value: 1 }]],
  ['tx: gas not hex', 'eth_sendTransaction', [{ ...base.tx, gas: '21000' }]],
  ['tx: nonce not hex', 'eth_sendTransaction', [{ ...base.tx, nonce: 'one' }]],
  ['tx: value a bare 0x, no digits', 'eth_sendTransaction', [{ ...base.tx, value: '0x' }]],

  ['calls: none', 'wallet_sendCalls', []],
  ['calls: batch text', 'wallet_sendCalls', ['batch']],
  ['calls: no version', 'wallet_sendCalls', [{ ...base.batch, version: 2 }]],
  ['calls: atomicRequired text', 'wallet_sendCalls', [{ ...base.batch, atomicRequired: 'yes' }]],
  ['calls: calls not a list', 'wallet_sendCalls', [{ ...base.batch, calls: { to: bob } }]],
  ['calls: no calls', 'wallet_sendCalls', [{ ...base.batch, calls: [] }]],
  ['calls: a call text', 'wallet_sendCalls', [{ ...base.batch, calls: [bob] }]],
  ['calls: a short to', 'wallet_sendCalls', [{ ...base.batch, calls: [{ to: '0x12' }] }]],
  ['calls: to a number', 'wallet_sendCalls', [{ ...base.batch, calls: [{ to: 1 }] }]],
  ['calls: data not hex', 'wallet_sendCalls', [{ ...base.batch, calls: [{ data: 'zz' }] }]],
  ['calls: value not hex', 'wallet_sendCalls', [{ ...base.batch, calls: [{ value: '1' }] }]],
  ['calls: value a bare 0x', 'wallet_sendCalls', [{ ...base.batch, calls: [{ value: '0x' }] }]],
  [
    'calls: capabilities of a call text',
    'wallet_sendCalls',
    [{ ...base.batch, calls: [{ to: bob, capabilities: 'paymaster' }] }],
  ],
  [
    'calls: one good call, one bad',
    'wallet_sendCalls',
    [{ ...base.batch, calls: [{ to: bob }, { to: '0x12' }] }],
  ],
  ['calls: chain 0', 'wallet_sendCalls', [{ ...base.batch, chainId: '0x0' }]],
  ['calls: short from', 'wallet_sendCalls', [{ ...base.batch, from: '0x12' }]],
  ['calls: empty id', 'wallet_sendCalls', [{ ...base.batch, id: '' }]],
  ['calls: id a number', 'wallet_sendCalls', [{ ...base.batch, id: 7 }]],
  ['calls: id too long', 'wallet_sendCalls', [{ ...base.batch, id: 'x'.repeat(4097) }]],
  ['calls: capabilities text', 'wallet_sendCalls', [{ ...base.batch, capabilities: 'x' }]],

  ['capabilities: short address', 'wallet_getCapabilities', ['0x12']],
  ['capabilities: chainIds text', 'wallet_getCapabilities', [alice, '0x1']],
  ['capabilities: a chain id 0', 'wallet_getCapabilities', [alice, ['0x1', '0x0']]],

  ['status: no id', 'wallet_getCallsStatus', []],
  ['status: id a number', 'wallet_getCallsStatus', [7]],
  ['status: empty id', 'wallet_getCallsStatus', ['']],
  ['show status: no id', 'wallet_showCallsStatus', undefined],
]

describe('malformed params: -32602 saying what was expected', () => {
  test.each(malformed)('%s', async (_, method, params) => {
    const { wallet } = setup
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect(sendRaw(wallet, method, params)).rejects.toMatchObject({
      name: 'InvalidParamsRpcError',
      code: -32602,
      details: `${method}: expected params ${shapes[method]}`,
    })
    // Refused before the user saw anything.
    expect(wallet.pending()).toEqual([])
    expect(wallet.log({ method }).map((entry) => entry.prompted)).toEqual([false])
  })
})

/** Edge shapes the wallet must take: each one passes where a looser or stricter check differs. */
describe('well-formed edge cases are accepted', () => {
  test('switch: a chain id with leading zeros', async () => {
    const { wallet } = setup
    await sendRaw(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x0a' }])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0xa')
  })

  test('add: ws:// and http:// urls, explorers null or a list', async () => {
    const { wallet } = setup
    for (const chain of [
      { ...base.chain, rpcUrls: ['ws://127.0.0.1:1'], blockExplorerUrls: null },
      {
        ...base.chain,
        rpcUrls: ['http://127.0.0.1:1'],
        blockExplorerUrls: ['https://basescan.org'],
      },
    ]) {
      await sendRaw(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])
      expect(await sendRaw(wallet, 'wallet_addEthereumChain', [chain])).toBeNull()
      expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    }
  })

  test('asset: without decimals, with an address whose checksum is wrong', async () => {
    const { wallet } = setup
    expect(
      await sendRaw(wallet, 'wallet_watchAsset', { type: 'ERC20', options: { address: bob } }),
    ).toBe(true)
    expect(
      await sendRaw(wallet, 'wallet_watchAsset', [
        { type: 'ERC20', options: { address: aliceBadChecksum, decimals: 6 } },
      ]),
    ).toBe(true)
    expect(wallet.snapshot().watchedAssets).toHaveLength(2)
  })

  test('signing: typed data as an object without domain, addresses whose checksum is wrong', async () => {
    const { wallet } = setup
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const { domain: _, ...withoutDomain } = base.typedData
    expect(
      await sendRaw(wallet, 'eth_signTypedData_v4', [aliceBadChecksum, withoutDomain]),
    ).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await sendRaw(wallet, 'personal_sign', ['hello', aliceBadChecksum])).toMatch(
      /^0x[0-9a-f]{130}$/,
    )
  })

  test('tx: to null or absent creates a contract; from and to with a wrong checksum', async () => {
    const { wallet, chains } = setup
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const client = chains.testClient(1)
    for (const tx of [
      { from: alice, to: null, data: '0x00' },
      { from: alice, data: '0x00' },
      { from: aliceBadChecksum, to: aliceBadChecksum, value: '0x1' },
    ]) {
      const hash = (await sendRaw(wallet, 'eth_sendTransaction', [tx])) as `0x${string}`
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(receipt.contractAddress !== null && receipt.contractAddress !== undefined).toBe(
        tx.to === undefined || tx.to === null,
      )
    }
  })

  test('calls: 1.0 without atomicRequired, null fields, an id of 4096 characters', async () => {
    const { wallet } = setup
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const id = 'x'.repeat(4096)
    expect(
      await sendRaw(wallet, 'wallet_sendCalls', [
        {
          version: '1.0',
          from: null,
          chainId: null,
          id,
          capabilities: null,
          calls: [
            { to: null, data: null, value: null, capabilities: null },
            { to: aliceBadChecksum, value: '0x1' },
          ],
        },
      ]),
    ).toEqual({ id })
    // Null fields are absent ones: the calls land on the current chain.
    expect(await settledStatus(wallet, id)).toMatchObject({ chainId: '0x1', status: 200 })
    expect(await sendRaw(wallet, 'wallet_sendCalls', [{ ...base.batch, id: null }])).toMatchObject({
      id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
  })

  test('capabilities: chainIds null, or a list; an address not connected is 4100', async () => {
    const { wallet } = setup
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(
      Object.keys((await sendRaw(wallet, 'wallet_getCapabilities', [alice, null])) as object),
    ).toEqual(['0x1', '0xa'])
    expect(
      Object.keys((await sendRaw(wallet, 'wallet_getCapabilities', [null, ['0xa']])) as object),
    ).toEqual(['0xa'])
    await expect(sendRaw(wallet, 'wallet_getCapabilities', [nobody])).rejects.toMatchObject({
      code: 4100,
      details: `wallet_getCapabilities: ${nobody} is not an account connected to this site.`,
    })
  })
})
