import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export const checkout = new URL('../..', import.meta.url).pathname

/**
 * The work tree as it is on disk (tracked files, and untracked ones git does not ignore) in a
 * temporary folder. Its node_modules links each package of the checkout's, but the workspace's
 * own packages, which lead to the copy's, and the caches (tsc's, Vite's), which stay the copy's:
 * a check run in the copy reads the copy's files and writes nothing back.
 */
export function copyCheckout() {
  const root = mkdtempSync(join(tmpdir(), 'where-to-change-'))
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: checkout, encoding: 'utf8' },
  )
  for (const path of new Set(listed.split('\0').filter(Boolean))) {
    if (!existsSync(join(checkout, path))) continue // deleted, not yet committed
    mkdirSync(dirname(join(root, path)), { recursive: true })
    copyFileSync(join(checkout, path), join(root, path))
  }
  const modules = join(checkout, 'node_modules')
  mkdirSync(join(root, 'node_modules/@plaza-social'), { recursive: true })
  for (const entry of readdirSync(modules))
    if (!['.cache', '.vite', '.vite-temp', '@plaza-social'].includes(entry))
      symlinkSync(join(modules, entry), join(root, 'node_modules', entry))
  for (const entry of readdirSync(join(modules, '@plaza-social')))
    symlinkSync(join(root, 'packages', entry), join(root, 'node_modules/@plaza-social', entry))

  // Storybook's plugin and Vite reach the packages by their real paths, in the checkout: the
  // browser may load files from there.
  const storiesConfig = 'where-to-change.vitest.config.ts'
  writeFileSync(
    join(root, storiesConfig),
    `import { mergeConfig } from 'vitest/config'
import config from './vitest.config.ts'

export default mergeConfig(config, { server: { fs: { allow: ['.', ${JSON.stringify(modules)}] } } })
`,
  )

  return {
    root,
    storiesConfig,
    file: (path: string) => ({
      read: () => readFileSync(join(root, path), 'utf8'),
      write: (text: string) => writeFileSync(join(root, path), text),
      /** The checkout's file back; a file the checkout lacks is removed. */
      restore: () =>
        existsSync(join(checkout, path))
          ? copyFileSync(join(checkout, path), join(root, path))
          : rmSync(join(root, path)),
      sameAsCheckout: () =>
        existsSync(join(checkout, path)) &&
        readFileSync(join(root, path)).equals(readFileSync(join(checkout, path))),
    }),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}
