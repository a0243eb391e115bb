import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { AnvilNotFoundError } from '../errors'

const archNames: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

/**
 * The platform package of @foundry-rs/anvil, e.g. @foundry-rs/anvil-linux-amd64.
 * @internal Exported for its test.
 */
export function anvilPackageName(platform = process.platform, arch = process.arch) {
  return `@foundry-rs/anvil-${platform}-${archNames[arch] ?? arch}`
}

/**
 * The anvil executable itself. The package's `bin` entry is a node wrapper that
 * costs a node process per chain and leaves zombies when killed, so we skip it.
 */
export function resolveAnvilBinary(
  override: string | undefined = process.env.DEV_CHAINS_ANVIL_BINARY,
): string {
  if (override) {
    if (!existsSync(override)) throw new AnvilNotFoundError({ path: override })
    return override
  }
  const packageName = anvilPackageName()
  const executable = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  let packageDir: string
  try {
    const require = createRequire(import.meta.url)
    packageDir = dirname(require.resolve(`${packageName}/package.json`))
  } catch (cause) {
    throw new AnvilNotFoundError({ path: `${packageName}/bin/${executable}`, cause })
  }
  const path = join(packageDir, 'bin', executable)
  if (!existsSync(path)) throw new AnvilNotFoundError({ path })
  return path
}
