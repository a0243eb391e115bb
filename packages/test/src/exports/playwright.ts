// Entry `@plaza-social/test/playwright`: Playwright's `test` with the suite's shared fixtures.
export { type CpuSlowdownFixtures, cpuSlowdownFromEnv, test } from '../playwright/cpuSlowdown'
