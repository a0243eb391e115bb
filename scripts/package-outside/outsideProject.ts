import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const root = fileURLToPath(new URL('../../', import.meta.url))
export const packageDir = join(root, 'packages/mock-wallet')
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
/** The public packages at the versions this repository tests with (in the npm cache already). */
export const publicPackage = (name: string) =>
  `${name}@${rootManifest.dependencies[name] ?? rootManifest.devDependencies[name]}`
/** The Vite project's pages and scenario script; every stack project takes its files from it. */
export const appDir = fileURLToPath(new URL('./vite-wagmi-app/', import.meta.url))
export const workspace = mkdtempSync(join(tmpdir(), 'mock-wallet-outside-'))

const execFileAsync = promisify(execFile)

/** Runs a command to its end; throws with its output when it fails. Seconds taken, and its output. */
export async function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  const started = performance.now()
  try {
    const { stdout, stderr } = await execFileAsync(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      maxBuffer: 2 ** 26,
    })
    return { seconds: (performance.now() - started) / 1000, stdout, stderr }
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${options.cwd}:\n${stdout}\n${stderr}`)
  }
}

/** A fresh project: a package.json, the tarball and public packages installed from the npm cache. */
export async function project(name: string, tarball: string, packages: string[]) {
  const dir = join(workspace, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module' }, null, 2),
  )
  const install = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...packages],
    { cwd: dir },
  )
  // The package came from the tarball: a copy inside the project, no link to this repository.
  const installed = join(dir, 'node_modules/@plaza-social/mock-wallet')
  if (relative(root, installed).startsWith('..') === false)
    throw new Error(`${installed} is inside the repository`)
  const files = readdirSync(installed)
  if (files.includes('src') || !files.includes('dist'))
    throw new Error(`unexpected package files: ${files.join(', ')}`)
  // Its declarations name only its peers and Node: a type of a peer's own dependency (abitype,
  // behind viem) would not resolve where the package manager does not hoist it.
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
  const declarations = (readdirSync(join(installed, 'dist'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => readFileSync(join(installed, 'dist', file), 'utf8'))
  const named = declarations.flatMap((text) =>
    [
      ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'".][^'"]*)['"]/gm),
      ...text.matchAll(/\bimport\(['"]([^'".][^'"]*)['"]\)/g),
    ].map(([, specifier = '']) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    ),
  )
  const strangers = [...new Set(named)].filter(
    (name) => !(name in manifest.peerDependencies) && !name.startsWith('node:'),
  )
  if (strangers.length > 0) throw new Error(`its declarations import ${strangers.join(', ')}`)
  return { dir, installSeconds: install.seconds }
}
