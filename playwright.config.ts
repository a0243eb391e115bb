import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { cpuSlowdownFromEnv } from '@plaza-social/test/playwright'
import { e2eServers, serveE2eEnvs, urlOf } from './e2e/servers'
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'
import { currentProvenance, runCommand, servedBuilds } from './scripts/spec-report/provenance'

/** Debian Chromium (never a downloaded browser), with the flags that work offline here. */
const chromium = { executablePath: chromiumPath, args: chromiumArgs }

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }
const phone = devices['Pixel 7']

/**
 * Which specs run where: the desktop and phone projects run every folder but the two below, each
 * spec against the server of its folder (`auth/` the app as visitors get it with sign-in on,
 * `dev-build/` the dev/QA extras, everything else the app as visitors get it: e2e/servers.ts),
 * so one worker's browser and chains serve all three. A `.desktop.spec.ts` / `.mobile.spec.ts`
 * suffix is for a flow one viewport alone has, or one the phone meets no differently (what is
 * stored, what the provider is sent, response headers, a state the phone shows in the same
 * dialog or modal): its rows' phone halves are pinned by flows the phone does show its own way.
 * Such a test in a file the phone runs is tagged @same-on-phone.
 */
const ownProjects = {
  /** The sign-in attack suite: its own `next start` instances of the app build (docs/security.md). */
  attacks: ['attacks/**/*.spec.ts'],
  /** Not this app: RainbowKit's default setup, driven by the mock wallet's package alone. */
  defaultApp: ['default-app/**/*.spec.ts'],
}
const ownProjectSpecs = Object.values(ownProjects).flat()
const ignoreOn = { desktop: '**/*.mobile.spec.ts', mobile: '**/*.desktop.spec.ts' }
const sameOnPhone = /@same-on-phone/

const blobDir = process.env.E2E_BLOB_DIR

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // A `.only` left in a spec narrows any run, a developer's too: refused everywhere.
  forbidOnly: true,
  // A failing test runs once more, traced (below); one that passes then fails the run all the
  // same, as flaky: a retry never turns a failure green.
  retries: 1,
  failOnFlakyTests: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // A test's budget and an expectation's wait for its state grow with the pages' CPU slowdown
  // (`npm run test:slow`): the same states arrive, later. A test whose outcome depends on the
  // machine's speed fails there whatever its budget.
  timeout: 30_000 * cpuSlowdownFromEnv,
  expect: { timeout: 10_000 * cpuSlowdownFromEnv },
  // A shard of a sharded run (`--shard i/n`, E2E_BLOB_DIR set) writes a blob report; the merge
  // job turns the shards' blobs into the HTML and JSON reports (e2e/merge-reports.config.ts).
  reporter: [
    ['list'],
    ...(blobDir
      ? ([['blob', { outputDir: blobDir }]] as const)
      : ([
          ['html', { open: 'never', outputFolder: 'reports/playwright' }],
          ['json', { outputFile: 'reports/playwright.json' }],
        ] as const)),
    // A test that passes without an assertion fails the run.
    [fileURLToPath(new URL('./e2e/meta/assertionsRequired.ts', import.meta.url))],
  ],
  // spec:report refuses results of another commit than HEAD, of a run its command line filtered
  // (--grep, --project, a file, one shard unmerged, …), and of builds made from another commit.
  metadata: {
    run: currentProvenance(),
    ...servedBuilds(
      Object.values(e2eServers).map((server) => ({
        url: urlOf(server),
        build: server.build,
        signIn: 'PLAZA_AUTH' in server.env,
      })),
    ),
    ...runCommand(),
  },
  use: {
    baseURL: urlOf(e2eServers.app),
    // A failing test keeps a screenshot of each attempt and the trace of its second (actions, DOM
    // snapshots, network, console; no screencast). A trace recorded for every test, kept only on
    // failure, cost about 10 % of the suite's CPU-seconds, a screencast in it 15 % more.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // A worker's tests share one browser context, reset between tests by Playwright: cookies, cache,
    // storage and IndexedDB of the origins visited, routes, init scripts, the clock and extra pages
    // (docs/testing.md); e2e/fixtures/wallet.ts clears the permissions a test granted. A context of
    // its own per test costs a new renderer process each time: about a third of a connect-and-look
    // test's CPU-seconds.
    reuseContext: true,
    // The visitor asks for less motion: RainbowKit's modals fade in without their 350 ms slide, so
    // a click in a modal just opened need not wait for it to stand still. The slide without the
    // preference, and the fade alone with it, are a test of their own (e2e/shell.spec.ts).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [...ownProjectSpecs, ignoreOn.desktop],
      use: desktop,
    },
    {
      name: 'mobile',
      testIgnore: [...ownProjectSpecs, ignoreOn.mobile],
      grepInvert: sameOnPhone,
      use: phone,
    },
    {
      name: 'attacks',
      testMatch: ownProjects.attacks,
      // One worker: it starts a Redis, a chain and three next start instances for all its tests.
      workers: 1,
      use: desktop,
    },
    {
      // A desktop only: RainbowKit's phone sheet shows no failure of a connect attempt (this
      // app patches that in), so a rejection and RETRY exist only in the desktop modal.
      name: 'default-app',
      testMatch: ownProjects.defaultApp,
      use: { ...desktop, baseURL: urlOf(e2eServers.defaultApp) },
    },
  ],
  // Started one after another (a cold build takes minutes on a loaded 2-core machine).
  webServer: serveE2eEnvs(Object.values(e2eServers)).map((env) => ({
    command: 'node scripts/serve-e2e.mjs',
    url: `http://127.0.0.1:${env.E2E_PORT}`,
    // Never a server this run did not start: a port taken fails the run; move it with E2E_PORT.
    reuseExistingServer: false,
    timeout: 600_000,
    env,
  })),
})
