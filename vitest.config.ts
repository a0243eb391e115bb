import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // The JSON results feed the conformance report (scripts/spec-report/).
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.node.test.ts'],
          setupFiles: ['unit/setup.ts'],
          globals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'src/**/*.node.test.ts'],
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
