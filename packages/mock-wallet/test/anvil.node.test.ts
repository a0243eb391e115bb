import { testPortRange } from '@plaza-social/test/ports'
import { expect, test } from 'vitest'
import { startTestChains, testChainList } from './anvil'

test("the tests' nodes listen on ports of the shared allocator, below the kernel's ephemeral range", async () => {
  const chains = await startTestChains(testChainList)
  try {
    const ports = testChainList.map((chain) => Number(new URL(chains.rpcUrl(chain.id)).port))
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(testPortRange.first)
      expect(port).toBeLessThan(Math.min(testPortRange.end, 32_768))
    }
    expect(await chains.testClient(10).getChainId()).toBe(10)
  } finally {
    await chains.stop()
  }
})
