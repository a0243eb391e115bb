import { usdc } from '@plaza-social/test/chains'
import { specChains } from '../../fixtures/spec/chains'
import { watchTokenAddresses } from './watchToken'

test("CALL-1: the token offered to watch is Circle's USDC on each configured chain that has it, and none elsewhere", () => {
  for (const { id } of specChains)
    expect(watchTokenAddresses[id], `chain ${id}`).toBe(
      (usdc.addresses as Partial<Record<number, string>>)[id],
    )
})
