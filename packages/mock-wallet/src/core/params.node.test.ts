import { describe, expect, test } from 'vitest'
import { settledStatus } from '../../test/calls.ts'
import { sendRaw } from '../../test/requests.ts'
import { alice, bob } from '../../test/testChains.ts'
import { walletOnTestChains } from '../../test/walletOnTestChains.ts'

const { wallet, chains } = walletOnTestChains()

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
const malformed: Record<Method, Record<string, unknown>> = {
  wallet_switchEthereumChain: {
    'no params': undefined,
    'params not an array': { chainId: '0x1' },
    'an array, not an object': [['0x1']],
    null: [null],
    'a number': [{ chainId: 1 }],
    'bare 0x': [{ chainId: '0x' }],
    'text before 0x': [{ chainId: 'a0x1' }],
    'not hex after the digits': [{ chainId: '0x1g' }],
    'chain 0': [{ chainId: '0x0' }],
    'chain 0, padded': [{ chainId: '0x000' }],
  },
  wallet_addEthereumChain: {
    'no chain': [],
    'chain as text': ['0x2105'],
    'chain id 0': [{ ...base.chain, chainId: '0x0' }],
    'no name': [{ ...base.chain, chainName: undefined }],
    'empty name': [{ ...base.chain, chainName: '' }],
    'rpcUrls a string': [{ ...base.chain, rpcUrls: 'https://x' }],
    'no rpcUrls': [{ ...base.chain, rpcUrls: [] }],
    'an rpc url a number': [{ ...base.chain, rpcUrls: [8545] }],
    'an ftp url': [{ ...base.chain, rpcUrls: ['ftp://x.org'] }],
    'a url not at the start': [{ ...base.chain, rpcUrls: ['see https://x.org'] }],
    'one good url, one bad': [{ ...base.chain, rpcUrls: ['https://x.org', 'x.org'] }],
    'no currency': [{ ...base.chain, nativeCurrency: 'ETH' }],
    'currency without name': [{ ...base.chain, nativeCurrency: { symbol: 'ETH', decimals: 18 } }],
    'currency without symbol': [{ ...base.chain, nativeCurrency: { name: 'Ether', decimals: 18 } }],
    'fractional decimals': [
      { ...base.chain, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 1.5 } },
    ],
    'explorers a string': [{ ...base.chain, blockExplorerUrls: 'https://basescan.org' }],
    'an explorer a number': [{ ...base.chain, blockExplorerUrls: ['https://basescan.org', 1] }],
  },
  wallet_watchAsset: {
    none: undefined,
    'an NFT': { ...base.asset, type: 'ERC721' },
    'no options': { type: 'ERC20' },
    'options text': { type: 'ERC20', options: bob },
    'address a number': { type: 'ERC20', options: { address: 1 } },
    'short address': { type: 'ERC20', options: { address: '0x12' } },
    'fractional decimals': [{ type: 'ERC20', options: { address: bob, decimals: 0.5 } }],
  },
  wallet_requestPermissions: { none: [], 'eth_accounts text': [{ eth_accounts: 'yes' }] },
  wallet_revokePermissions: { 'no eth_accounts': [{}] },
  personal_sign: {
    nothing: [],
    'message a number': [42, alice],
    'no address': ['0x00'],
    'short address': ['0x00', '0x1234'],
  },
  eth_signTypedData_v4: {
    'address a number': [1, base.typedData],
    'short address': ['0x1234', base.typedData],
    'not JSON': [alice, '{ domain'],
    'JSON, not an object': [alice, '"Post"'],
    none: [alice],
    'no types': [alice, { ...base.typedData, types: 'Post' }],
    'primaryType not text': [alice, { ...base.typedData, primaryType: 1 }],
    'no message': [alice, { ...base.typedData, message: 'gm' }],
    'domain text': [alice, { ...base.typedData, domain: 'x' }],
  },
  eth_sendTransaction: {
    none: [],
    'no from': [{ to: bob }],
    'short from': [{ from: '0x1234' }],
    'to a number': [{ ...base.tx, to: 1 }],
    'short to': [{ ...base.tx, to: '0x1234' }],
    'data not hex': [{ ...base.tx, data: '0xzz' }],
    'value a number': [{ ...base.tx, value: 1 }],
    'gas not hex': [{ ...base.tx, gas: '21000' }],
    'nonce not hex': [{ ...base.tx, nonce: 'one' }],
    'value a bare 0x, no digits': [{ ...base.tx, value: '0x' }],
  },
  wallet_sendCalls: {
    none: [],
    'batch text': ['batch'],
    'no version': [{ ...base.batch, version: 2 }],
    'atomicRequired text': [{ ...base.batch, atomicRequired: 'yes' }],
    'calls not a list': [{ ...base.batch, calls: { to: bob } }],
    'no calls': [{ ...base.batch, calls: [] }],
    'a call text': [{ ...base.batch, calls: [bob] }],
    'a short to': [{ ...base.batch, calls: [{ to: '0x12' }] }],
    'to a number': [{ ...base.batch, calls: [{ to: 1 }] }],
    'data not hex': [{ ...base.batch, calls: [{ data: 'zz' }] }],
    'value not hex': [{ ...base.batch, calls: [{ value: '1' }] }],
    'value a bare 0x': [{ ...base.batch, calls: [{ value: '0x' }] }],
    'capabilities of a call text': [
      { ...base.batch, calls: [{ to: bob, capabilities: 'paymaster' }] },
    ],
    'one good call, one bad': [{ ...base.batch, calls: [{ to: bob }, { to: '0x12' }] }],
    'chain 0': [{ ...base.batch, chainId: '0x0' }],
    'short from': [{ ...base.batch, from: '0x12' }],
    'empty id': [{ ...base.batch, id: '' }],
    'id a number': [{ ...base.batch, id: 7 }],
    'id too long': [{ ...base.batch, id: 'x'.repeat(4097) }],
    'capabilities text': [{ ...base.batch, capabilities: 'x' }],
  },
  wallet_getCapabilities: {
    'short address': ['0x12'],
    'chainIds text': [alice, '0x1'],
    'a chain id 0': [alice, ['0x1', '0x0']],
  },
  wallet_getCallsStatus: { 'no id': [], 'id a number': [7], 'empty id': [''] },
  wallet_showCallsStatus: { 'no id': undefined },
}

const malformedCases = Object.entries(malformed).flatMap(([method, cases]) =>
  Object.entries(cases).map(
    ([name, params]) => [`${method}: ${name}`, method as Method, params] as const,
  ),
)

describe('malformed params: -32602 saying what was expected', () => {
  test.each(malformedCases)('%s', async (_, method, params) => {
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
    await sendRaw(wallet, 'wallet_switchEthereumChain', [{ chainId: '0x0a' }])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0xa')
  })

  test('add: ws:// and http:// urls, explorers null or a list', async () => {
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
