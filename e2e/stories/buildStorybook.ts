import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The folder `npm run build-storybook` writes, and that the story check serves. */
export const storybookStatic = fileURLToPath(new URL('../../storybook-static', import.meta.url))

/**
 * Global setup of the story check: Storybook's static build of every story, its thousands of
 * lines of bundler warnings shown only if it fails. `--test` skips what no story runs (the
 * components' prop tables from react-docgen) and tree shaking: a third of the build's
 * CPU-seconds. The stories, decorators and loaders are those of `npm run build-storybook`.
 */
export default function buildStorybook() {
  const build = spawnSync(
    'npx',
    ['storybook', 'build', '-c', 'storybook', '-o', storybookStatic, '--test', '--quiet'],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  if (build.status !== 0)
    throw new Error(
      `storybook build failed (${build.error ?? build.status}):\n${build.stdout}${build.stderr}`,
    )
}
