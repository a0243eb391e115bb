// Entry `@plaza-social/test/vitest`: helpers that tie what a test starts to the test's end.
export { type SpawnedForTest, spawnForTest, type TestHooks } from '../processes/spawnForTest'
