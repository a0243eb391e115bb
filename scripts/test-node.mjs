#!/usr/bin/env node
// `npm run test:node -- 26`: the project on another Node line. Installs that line's binary from
// the npm registry (the `node-<platform>-<arch>` package the `node` package installs) into
// node_modules/.cache (where the set-up test's unprivileged user can run it), puts it first on
// PATH, then runs on it the vitest tiers but the browser one, the production build, and
// `npm start` serving the home page.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { calibrate, runMeasured } from './cpuTime.mjs'

/** The Node lines users run, at the version each was last tested on. */
const lines = { 20: '20.20.2', 22: '22.23.3', 24: '24.21.0', 26: '26.12.1' }
const line = process.argv[2]
const version = lines[line]
if (!version) {
  console.error(`usage: npm run test:node -- <${Object.keys(lines).join('|')}>`)
  process.exit(2)
}

const binaryPackage = `node-${process.platform}-${process.arch}`
const prefix = fileURLToPath(new URL(`../node_modules/.cache/node-${version}`, import.meta.url))
const bin = join(prefix, 'node_modules', binaryPackage, 'bin')
if (!existsSync(join(bin, 'node'))) {
  console.log(`installing ${binaryPackage}@${version} into ${prefix}`)
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `${binaryPackage}@${version}`,
    ],
    { stdio: 'inherit' },
  )
}

const distDir = `.next-node-${line}`
const port = 3790 + Number(line)
const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH}`,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
}
console.log(`Node ${execFileSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim()}`)

/** `npm start` on the build; resolves with the home page's status, its HTML and the server's errors. */
async function servedHomePage() {
  const server = spawn('node', ['scripts/start.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  for (const stream of [server.stdout, server.stderr])
    stream.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolve) => server.once('exit', () => resolve(true)))
  try {
    // `next start` prints 'Ready' once it listens: the page is asked for then, once.
    while (!output.includes('Ready')) {
      const more = new Promise((resolve) => server.stdout.once('data', () => resolve(false)))
      if (await Promise.race([more, exited])) throw new Error(`npm start exited:\n${output}`)
    }
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } })
    return { status: response.status, html: await response.text(), output }
  } finally {
    if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
  }
}

const calibration = calibrate()
const steps = [
  ['set-up (Redis)', 'node', ['scripts/test-setup.mjs']],
  [
    'unit and integration tests',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'integration'],
  ],
  [
    'production build',
    'npm',
    ['run', '--silent', 'build'],
    // As `npm test` builds it: type-checked there, never deployed.
    {
      NEXT_SKIP_TYPECHECK: '1',
      NEXT_SKIP_TRACES: '1',
      NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'stand-in-for-the-build-check',
    },
  ],
]
let cpu = 0
for (const [name, command, args, extra] of steps) {
  console.log(`\n▶ ${name} on Node ${version}: ${command} ${args.join(' ')}`)
  const result = await runMeasured(command, args, { ...env, ...extra })
  cpu += result.cpuSeconds
  if (result.status !== 0) {
    console.error(`✗ ${name} failed on Node ${version}`)
    process.exit(1)
  }
}
console.log(`\n▶ npm start on Node ${version}, the home page`)
const page = await servedHomePage()
rmSync(distDir, { recursive: true, force: true })
const errors = page.output.split('\n').filter((text) => /error|warn/i.test(text))
if (page.status !== 200 || !page.html.includes('Connect Wallet') || errors.length > 0) {
  console.error(`✗ the home page on Node ${version}: ${page.status}\n${errors.join('\n')}`)
  process.exit(1)
}
console.log(
  `\nNode ${version}: every step passed; ${cpu.toFixed(0)} CPU-s before serving, ${(cpu / calibration).toFixed(0)} at calibration ${calibration.toFixed(2)}`,
)
