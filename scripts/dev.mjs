#!/usr/bin/env node
// `npm run dev`: the developer flow. The local chains (scripts/dev-chains), then `next dev`
// (Turbopack) pointed at them with the mock wallet: the Test Wallet, the Wallet Lab and 'Send test
// transaction'. It asks for the first page itself, so the first visit finds it compiled, then
// prints the app's address. One Ctrl-C stops the app and the chains.
// PORT sets the app's port (3000); arguments go to the chains, e.g.
// `npm run dev -- --base-port 13000` (or DEV_CHAINS_BASE_PORT), `--fork`, `--chains 1,10`.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

// next.config.ts and the chains read their files relative to the project root.
process.chdir(fileURLToPath(new URL('..', import.meta.url)))

// The developer's chain command, the same one a developer runs in a terminal of its own.
const chainsCommand = ['scripts/dev-chains']
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

const port = process.env.PORT || '3000'
const appUrl = `http://localhost:${port}`
// Avatar records on the local name service point at the app that serves public/avatars/.
const appOrigin = process.env.APP_ORIGIN ?? appUrl

// Checked before anything starts: the first-page request must not reach another server there.
const portFree = await new Promise((resolve) => {
  const probe = createServer()
  probe.once('error', () => resolve(false))
  probe.listen(Number(port), () => probe.close(() => resolve(true)))
})
if (!portFree) {
  console.error(`npm run dev: port ${port} is in use; set PORT to a free port.`)
  process.exit(1)
}

const children = []
let stopping
function stop(exitCode) {
  // Ctrl-C in a terminal reaches every process of the group at once; SIGTERM reaches the ones a
  // plain `kill` of this process would leave behind. Both end the chains and next dev cleanly.
  stopping ??= Promise.all(
    children.map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return undefined
      child.kill('SIGTERM')
      return new Promise((resolve) => child.once('exit', resolve))
    }),
  ).then(() => process.exit(exitCode))
  return stopping
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0))

/** Starts a child; its unexpected exit stops everything with its exit code. */
function start([command, ...args], options) {
  const child = spawn(command, args, options)
  children.push(child)
  child.once('exit', (code) => stop(code ?? 1))
  return child
}

const chains = start([...chainsCommand, ...process.argv.slice(2)], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, APP_ORIGIN: appOrigin },
})
// The chain command prints the readiness table, then tells its parent where the manifest is.
const { manifestPath } = await new Promise((resolve) =>
  chains.on('message', (message) => message?.type === 'dev-chains:ready' && resolve(message)),
)

const startedAt = performance.now()
const next = start([process.execPath, nextBin, 'dev', '--turbopack', '--port', port], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_PUBLIC_MOCK_WALLET: '1',
    PLAZA_LOCAL_CHAINS_MANIFEST: manifestPath,
    APP_ORIGIN: appOrigin,
  },
})

/** Asks for the first page until the server answers; the answer waits for its compilation. */
async function warmFirstPage() {
  while (next.exitCode === null) {
    try {
      const response = await fetch(appUrl)
      const html = await response.text()
      // The page's scripts too: Turbopack compiles a chunk when it is first asked for.
      const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])
      await Promise.all(
        scripts.map((src) => fetch(new URL(src, appUrl)).then((r) => r.arrayBuffer())),
      )
      return response.status
    } catch {
      // Not listening yet.
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return undefined
}

const status = await warmFirstPage()
if (status !== undefined) {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  console.log(
    `\n✓ Plaza Social on ${appUrl} (first page ${status === 200 ? 'ready' : `answered ${status}`} in ${seconds} s), with the Test Wallet and the Wallet Lab on the local chains. Ctrl-C stops the app and the chains.\n`,
  )
}
