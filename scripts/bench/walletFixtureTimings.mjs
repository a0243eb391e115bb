// A Playwright reporter for `npm run bench -- --only=wallet`: one JSON line per test in the file
// BENCH_WALLET_TIMINGS names, with the test's duration and how long each fixture took to set up
// and tear down (Playwright reports every fixture as a step of its own, not nested in another).
import { appendFileSync } from 'node:fs'

const fixtureName = (title) => /^Fixture "(.+)"$/.exec(title)?.[1]

/** `{ setup: { name: ms }, teardown: { name: ms } }`, summed over a test's fixture steps. */
function fixtureTimes(steps, phase = undefined, times = { setup: {}, teardown: {} }) {
  for (const step of steps) {
    const here =
      step.title === 'Before Hooks' ? 'setup' : step.title === 'After Hooks' ? 'teardown' : phase
    const name = step.category === 'fixture' ? fixtureName(step.title) : undefined
    if (name && here) times[here][name] = (times[here][name] ?? 0) + step.duration
    fixtureTimes(step.steps, here, times)
  }
  return times
}

export default class WalletFixtureTimings {
  constructor() {
    this.file = process.env.BENCH_WALLET_TIMINGS
    if (!this.file) throw new Error('walletFixtureTimings: set BENCH_WALLET_TIMINGS to a file')
  }

  onTestEnd(test, result) {
    const line = {
      file: test.location.file,
      project: test.parent.project()?.name,
      title: test.title,
      status: result.status,
      duration: result.duration,
      worker: result.workerIndex,
      ...fixtureTimes(result.steps),
    }
    appendFileSync(this.file, `${JSON.stringify(line)}\n`)
  }

  printsToStdio() {
    return false
  }
}
