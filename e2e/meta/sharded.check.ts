import { expect, test } from '@playwright/test'

// Run by shard-merge.node.test.ts through shards.config.ts, never by the suite (whose specs end
// in .spec.ts): four runs (two tests on two projects) for two shards to share. Each title names a
// row, which the conformance report credits only to a test whose pages a build of the app served:
// these load none.
test('CFG-2: the first test of the sharded meta suite', () => {
  expect(['shard', 'merge']).toHaveLength(2)
})

test('CFG-2: the second test of the sharded meta suite', () => {
  expect(['shard', 'merge']).toContain('merge')
})
