import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { packageDir, publicPackage, root, run, workspace } from './outsideProject'

/**
 * The tarball as a registry and its users check it: publint (strict), attw for an ESM-only package,
 * npm publish's dry run with no warning but that nobody is logged in, and npm resolving its peers
 * beside wagmi 2's React package without --force or --legacy-peer-deps (project (b) installs it
 * beside wagmi 3's).
 */
export async function registryChecks(tarball: string) {
  const bin = (name: string) => join(root, 'node_modules/.bin', name)
  await run(bin('publint'), ['run', '--strict', tarball], { cwd: workspace })
  await run(bin('attw'), ['--profile', 'esm-only', tarball], { cwd: workspace })
  const publish = await run('npm', ['publish', '--dry-run', '--ignore-scripts'], {
    cwd: packageDir,
  })
  const warnings = publish.stderr.split('\n').filter((line) => /^npm (warn|error)/.test(line))
  if (warnings.some((line) => !line.includes('requires you to be logged in')))
    throw new Error(`npm publish --dry-run warns:\n${warnings.join('\n')}`)
  const dir = join(workspace, 'resolve-wagmi-2')
  mkdirSync(dir)
  writeFileSync(join(dir, 'package.json'), '{"private":true}')
  const args = ['install', '--dry-run', '--no-audit', '--no-fund', '--prefer-offline']
  await run('npm', [...args, tarball, ...['wagmi', 'viem'].map(publicPackage)], { cwd: dir })
}
