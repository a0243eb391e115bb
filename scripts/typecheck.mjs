#!/usr/bin/env node
// `npm run typecheck`: the four TypeScript worlds (app, tests, scripts, the mock-wallet package),
// two at a time (one per core), each reported in full; fails when any fails.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const projects = [
  'tsconfig.json',
  'tsconfig.test.json',
  'scripts/tsconfig.json',
  'packages/mock-wallet',
]

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ project, ok: code === 0, output }))
  })
}

const queue = [...projects]
const results = []
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), projects.length) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project)
      results.push(result)
      console.log(`${result.ok ? '✓' : '✗'} tsc -p ${project}`)
      if (result.output) process.stdout.write(result.output)
    }
  }),
)
process.exitCode = results.every((result) => result.ok) ? 0 : 1
