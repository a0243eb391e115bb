// The vitest setup Stryker runs mutants with (stryker.config.mjs): the repo's `unit` and
// `integration` projects as they are, without the storybook browser project and without the
// reporters that feed the conformance report.
import { realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin, TestProjectInlineConfiguration } from 'vitest/config'
import { defineConfig } from 'vitest/config'
import repoConfig from '../../vitest.config'

export const mutationProjects = ['unit', 'integration']

/**
 * Stryker copies the checkout into `.stryker-tmp/sandbox-*` and links `node_modules` back to the
 * checkout, so `@plaza-social/*` imports would reach the checkout's workspace packages, which
 * carry no mutants. This sends them to the sandbox's own copy (a no-op outside a sandbox), where a
 * run that mutates the packages too (stryker.config.mjs says how) has put their mutants.
 */
export function workspacePackagesInSandbox(sandboxRoot: string): Plugin {
  const checkoutRoot = join(dirname(realpathSync(join(sandboxRoot, 'node_modules'))), '/')
  const sandboxPrefix = join(sandboxRoot, '/')
  return {
    name: 'plaza:workspace-packages-in-sandbox',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (checkoutRoot === sandboxPrefix || !source.startsWith('@plaza-social/')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved?.id.startsWith(`${checkoutRoot}packages/`)) return resolved
      return { ...resolved, id: sandboxPrefix + resolved.id.slice(checkoutRoot.length) }
    },
  }
}

const projects = (repoConfig.test?.projects ?? []).filter(
  (project): project is TestProjectInlineConfiguration =>
    typeof project === 'object' &&
    'test' in project &&
    mutationProjects.includes(project.test?.name as string),
)

export default defineConfig({
  plugins: [workspacePackagesInSandbox(fileURLToPath(new URL('../..', import.meta.url)))],
  // The mock wallet's sources (the projects extend this config, not the repo's): without them a
  // test file importing the mock wallet fails to load, and Stryker leaves it out without a word.
  resolve: repoConfig.resolve,
  test: {
    ...repoConfig.test,
    reporters: ['dot'],
    // Instrumented code with per-test coverage runs slower than in `npm test`: on a loaded
    // machine a component test's first render passed 5 s and failed the dry run. Mutants that
    // hang are Stryker's to time out (timeoutMS in stryker.config.mjs).
    testTimeout: 20_000,
    projects,
  },
})
