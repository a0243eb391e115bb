import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const script = fileURLToPath(new URL('./test-setup.mjs', import.meta.url))

describe('the tests set-up step (scripts/test-setup.mjs)', () => {
  test('with everything installed it passes at once and says nothing', () => {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout + run.stderr).toBe('')
  })

  test('not root and the browser missing: stops with one line naming the exact apt-get command', () => {
    const run = spawnSync('runuser', ['-u', 'nobody', '--', process.execPath, script], {
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
    })
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      'test set-up: missing chromium, fonts-liberation; install them with `sudo apt-get install -y --no-install-recommends chromium fonts-liberation` (Debian, Ubuntu) and run again.',
    ])
  })
})
