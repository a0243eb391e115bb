import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// `npm run test:where-to-change`: the README's "Where to change", measured on copies of the work
// tree. Outside `npm test`: its checks, stories included, cost more than a few CPU-seconds.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['whereToChange.run.ts'],
    environment: 'node',
    // Each change runs vitest, tsc and Storybook's stories in its copy, several times.
    testTimeout: 900_000,
  },
})
