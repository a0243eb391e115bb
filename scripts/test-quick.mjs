#!/usr/bin/env node
// `npm run test:quick`: the inner loop, lint, typecheck and the unit project. Biome first (a
// second or two); then tsc, which uses one core, alongside vitest, which uses the others. Each
// step's time at the end.
import { spawn } from 'node:child_process'

/** Runs a step; its output is shown when it ends (`stream`: as it comes). */
function step(name, command, args, { stream = false } = {}) {
  const started = performance.now()
  const child = spawn(command, args, { stdio: ['ignore', stream ? 'inherit' : 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    if (stream) process.stderr.write(chunk)
    else output += chunk
  })
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (output) process.stdout.write(output)
      resolve({ name, ok: code === 0, seconds: (performance.now() - started) / 1000 })
    }),
  )
}

const started = performance.now()
const results = [await step('lint and format', 'npx', ['biome', 'ci', '.'])]
if (results[0].ok)
  results.push(
    ...(await Promise.all([
      step('typecheck', 'npm', ['run', '--silent', 'typecheck']),
      step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit'], { stream: true }),
    ])),
  )

console.log('\ntest:quick summary')
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`)
console.log(`${((performance.now() - started) / 1000).toFixed(1)} s in all`)
process.exit(results.length === 3 && results.every(({ ok }) => ok) ? 0 : 1)
