#!/usr/bin/env node
// The npm registry this project's machines reach serves only some platform builds of packages
// such as @next/swc-*, @biomejs/cli-* and @foundry-rs/anvil-*: `npm install` then leaves the
// others out of package-lock.json and `npm ci` refuses the lock as out of sync. This adds each
// missing optional platform package as an optional entry with its os/cpu, which npm ci skips on
// any other platform, exactly as a lock written against the full registry would.
// Run it after every `npm install`: `npm run lockfile:platforms`.
import { readFileSync, writeFileSync } from 'node:fs'

const path = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(path, 'utf8'))
const packages = lock.packages

const systems = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'openharmony',
  'sunos',
  'aix',
]
const cpus = {
  arm64: 'arm64',
  x64: 'x64',
  amd64: 'x64',
  arm: 'arm',
  ia32: 'ia32',
  riscv64: 'riscv64',
  ppc64: 'ppc64',
  s390x: 's390x',
  loong64: 'loong64',
}

function platformOf(name) {
  const parts = name.split('/').at(-1).split('-')
  const os =
    systems.find((system) => parts.includes(system)) ??
    (parts.includes('windows') ? 'win32' : undefined)
  const cpu = parts.map((part) => cpus[part]).find(Boolean)
  const libc = os !== 'linux' ? undefined : parts.includes('musl') ? 'musl' : 'glibc'
  return { os, cpu, libc }
}

/** Where npm looks for `name` when the package at `key` requires it: nearest folder first. */
function lookupPaths(key, name) {
  const paths = []
  let folder = key
  while (true) {
    paths.push(folder ? `${folder}/node_modules/${name}` : `node_modules/${name}`)
    if (!folder) return paths
    const cut = folder.lastIndexOf('/node_modules/')
    folder = cut === -1 ? '' : folder.slice(0, cut)
  }
}

const added = []
for (const [key, meta] of Object.entries(packages)) {
  const wanted = Object.entries(meta.optionalDependencies ?? {})
  for (const [name, version] of wanted) {
    const paths = lookupPaths(key, name)
    const found = paths.find((candidate) => packages[candidate])
    if (found && packages[found].version === version) continue
    const { os, cpu, libc } = platformOf(name)
    if (!os) continue // not a platform build: leave it to npm
    // Beside a sibling platform build of the same package that npm did install (a package that
    // needs another version than the hoisted one sits deeper), else as high as nothing conflicts.
    const sibling = wanted
      .map(([other]) => lookupPaths(key, other).find((candidate) => packages[candidate]))
      .find((path) => path && packages[path].version === version)
    const at = sibling
      ? `${sibling.slice(0, sibling.lastIndexOf('node_modules/'))}node_modules/${name}`
      : (paths.findLast((candidate) => !packages[candidate]) ?? paths[0])
    if (packages[at]) continue
    packages[at] = {
      version,
      optional: true,
      os: [os],
      ...(cpu && { cpu: [cpu] }),
      ...(libc && { libc: [libc] }),
    }
    added.push(`${name}@${version}`)
  }
}

// In npm's order (the root first, then by the 'en' collation npm's lockfile writer uses, where
// 'string_decoder' comes before 'string-width'), so the next `npm install` rewrites no line.
const collator = new Intl.Collator('en')
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : collator.compare(a, b),
  ),
)
writeFileSync(path, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`)
console.log(
  added.length ? `added ${added.length} platform entries: ${added.join(', ')}` : 'lock complete',
)
