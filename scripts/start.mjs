#!/usr/bin/env node
// `npm start`: the local chains, then `next dev` pointed at them; one Ctrl-C stops both.
// Arguments go to the chains (e.g. `npm start -- --fork`); PORT sets the app's port.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register()
const { describeError, formatReadinessTable, parseCliArguments } = await import(
  '@plaza-social/test/cli'
)
const { writeManifest } = await import('@plaza-social/test/manifest')
const { startChains } = await import('@plaza-social/test/chains')

// next.config.ts reads the manifest relative to the project root.
process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const port = process.env.PORT || '3000'
const options = parseCliArguments(process.argv.slice(2))
// Avatar records point at the app that serves public/avatars/.
const appOrigin = options.appOrigin ?? process.env.APP_ORIGIN ?? `http://localhost:${port}`

let chains
try {
  chains = await startChains({ ...options, appOrigin })
} catch (error) {
  console.error(describeError(error))
  process.exit(1)
}
// Written before next dev starts: next.config.ts reads it once, at startup.
await writeManifest(chains.chains, options.manifestPath)
console.log(`${formatReadinessTable(chains.chains)}\n`)

const nextBin = fileURLToPath(new URL('../node_modules/next/dist/bin/next', import.meta.url))
const next = spawn(process.execPath, [nextBin, 'dev', '--port', port], {
  stdio: 'inherit',
  env: { ...process.env, APP_ORIGIN: appOrigin },
})

let stopping
function stop(exitCode) {
  stopping ??= (async () => {
    if (next.exitCode === null && next.signalCode === null) {
      next.kill('SIGTERM')
      await new Promise((resolve) => next.once('exit', resolve))
    }
    await chains.stop()
    process.exit(exitCode)
  })()
  return stopping
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0))
next.once('exit', (code) => stop(code ?? 1))
