// Pages served (the default app, the stack pages' Vite builds) and Playwright run on them.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath } from '../chromium.mjs'
import { run } from './outsideProject'

export const servers: ChildProcess[] = []

/** Starts a server and resolves once `url` answers. */
export async function serve(
  command: string,
  args: string[],
  url: string,
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited (${code})`)),
    ),
  )
  const answered = (async () => {
    for (;;) {
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()
  await Promise.race([answered, exited])
  return child
}

export const stopServer = (child: ChildProcess) => {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
}

/** Serves a project's Vite build on `port` (every project has the stack pages); its address. */
export async function preview(dir: string, port: number) {
  const url = `http://127.0.0.1:${port}`
  const args = ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort']
  servers.push(await serve('npx', args, `${url}/stack.html`, { cwd: dir }))
  return url
}

/**
 * Runs Playwright in a project with the README's config, on Debian Chromium, each test
 * `repeatEach` times; the tests' durations.
 */
export async function playwright(dir: string, env: NodeJS.ProcessEnv, repeatEach = 2) {
  // The README's config as it is, with this machine's browser and a JSON report. Its budgets
  // only stop a hung test: beside npm test's other side-by-side phases on 2 cores, a test of
  // RainbowKit's default app took up to 23 s, against Playwright's default 30 (5 to 7 s alone).
  writeFileSync(
    join(dir, 'outside.config.ts'),
    `import config from './playwright.config'
export default {
  ...config,
  workers: 1,
  repeatEach: ${repeatEach},
  timeout: 120_000,
  expect: { ...config.expect, timeout: 30_000 },
  reporter: [['json', { outputFile: 'results.json' }]],
  use: { ...config.use, launchOptions: { executablePath: ${JSON.stringify(chromiumPath)}, args: ${JSON.stringify(chromiumArgs)} } },
}
`,
  )
  const { seconds: wallSeconds } = await run(
    'npx',
    ['playwright', 'test', '-c', 'outside.config.ts'],
    { cwd: dir, env },
  )
  type Suite = {
    specs?: { title: string; tests: { results: { duration: number; status: string }[] }[] }[]
    suites?: Suite[]
  }
  const report = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as { suites: Suite[] }
  const results = (suite: Suite): { title: string; duration: number; status: string }[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) => test.results.map((r) => ({ title: spec.title, ...r }))),
    ),
    ...(suite.suites ?? []).flatMap(results),
  ]
  const all = report.suites.flatMap(results)
  if (all.length === 0 || all.some((r) => r.status !== 'passed'))
    throw new Error(`Playwright passed in ${dir} with ${JSON.stringify(all)}`)
  return { durations: all.map((r) => r.duration), wallSeconds }
}
