import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import { cpuSlowdownFromEnv } from '@plaza-social/test/playwright'
import { e2eBuilds } from '../servers'
import { rawRequest } from './rawHttp'

const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')

/** One `next start` of the e2e production build, with its own environment. */
export type AppServer = {
  /** Where the test connects: http://127.0.0.1:<port>. */
  url: string
  /** APP_ORIGIN: what the app believes it is served from (https behind a TLS proxy, or its own url). */
  appOrigin: string
  /** Everything the server printed so far (stdout and stderr). */
  log(): string
  stop(): Promise<void>
}

/**
 * `next start` of `.next-e2e`, the build the e2e suite already made (scripts/serve-e2e.mjs): no
 * extra build. Sign-in, its origin, secret, store and nodes are runtime settings in `env`.
 */
export async function startAppServer(
  port: number,
  env: Record<string, string | undefined>,
): Promise<AppServer> {
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      // Nothing of the test runner's environment but PATH and HOME: the instance gets only `env`.
      env: {
        NODE_ENV: 'production',
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NEXT_DIST_DIR: e2eBuilds.app.distDir,
        NEXT_TELEMETRY_DISABLED: '1',
        PLAZA_LOCAL_CHAINS: '1',
        PLAZA_LOCAL_CHAINS_MANIFEST: 'none',
        NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'e2e00000000000000000000000000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-200_000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', () => resolve())
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  // A guard against a start that hangs, so its output is reported; it grows with the slow mode.
  const budgetMs = 60_000 * cpuSlowdownFromEnv
  const deadline = Date.now() + budgetMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited:\n${output}`)
    const answered = await rawRequest(`${url}/avatars/alice.svg`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (answered) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `next start on ${port} did not answer within ${budgetMs / 1000} s:\n${output}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, appOrigin: env.APP_ORIGIN ?? url, log: () => output, stop }
}

/** A node that fails every request (503), counting them; its path holds a fake API key. */
export type FailingNode = { url: string; secret: string; requests(): number; stop(): Promise<void> }

export async function startFailingNode(port: number): Promise<FailingNode> {
  let requests = 0
  const server: Server = createServer((req, res) => {
    requests++
    req.resume()
    res.writeHead(503, { 'content-type': 'text/plain' }).end('upstream unavailable')
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const secret = 'secret-node-key-8c1f'
  return {
    url: `http://127.0.0.1:${port}/v2/${secret}`,
    secret,
    requests: () => requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
