// Entry `@plaza-social/test/playwright`: Playwright's `test` and fixtures the e2e suites share.
export { type CpuSlowdownFixtures, cpuSlowdownFromEnv, test } from '../playwright/cpuSlowdown'
export { type LocalChainsWorkerFixtures, localChainsFixtures } from '../playwright/localChains'
