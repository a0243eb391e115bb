#!/usr/bin/env node
// `npm start`: `next start` of the production build in NEXT_DIST_DIR (.next), as hosting
// platforms run it (PORT sets the port; arguments go to next start). It refuses a build made with
// the mock wallet unless that build was made for the local chains (scripts/build-flags.mjs).
// The developer flow is `npm run dev`.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { distDirOf, readBuildFlags, refusalToServe } from './build-flags.mjs'

const distDir = distDirOf()
const refusal = refusalToServe(distDir, readBuildFlags(distDir))
if (refusal) {
  console.error(`npm start: ${refusal}`)
  process.exit(1)
}

const next = createRequire(import.meta.url).resolve('next/dist/bin/next')
const server = spawn(process.execPath, [next, 'start', ...process.argv.slice(2)], {
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
