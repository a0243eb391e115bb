#!/usr/bin/env node
// The set-up step of `npm test`, `npm run test:e2e`, `test:stories`, `test:dev-flow` and `bench`:
// the Debian packages the tests need beyond Node and npm, and Chromium's policy for their pages.
// When one is missing it installs them with apt-get if it may (root), else it stops with one line
// naming the exact command.
import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { chromiumPath } from './chromium.mjs'

const onPath = (command) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK)
      return true
    } catch {
      return false
    }
  })

/** What the tests need: the browser Playwright drives, the emoji font of RainbowKit's avatars, Redis. */
const needs = [
  { packages: ['chromium', 'fonts-liberation'], present: () => existsSync(chromiumPath) },
  {
    packages: ['fonts-noto-color-emoji'],
    present: () => existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'),
  },
  { packages: ['redis-server'], present: () => onPath('redis-server') },
]

/**
 * A page of the tests' servers may hand a `wc:` link to the system without asking, as a phone
 * hands it to the wallet app. Otherwise Linux Chromium asks whether to open xdg-open, a prompt
 * no one answers in headless mode, and the page gets no more input (microsoft/playwright#11014).
 */
const policyPath = '/etc/chromium/policies/managed/plaza-social-tests.json'
const policy = `${JSON.stringify({ AutoLaunchProtocolsFromOrigins: [{ protocol: 'wc', allowed_origins: ['http://127.0.0.1'] }] })}\n`
if (!existsSync(policyPath) || readFileSync(policyPath, 'utf8') !== policy) {
  if (process.getuid?.() !== 0) {
    console.error(
      `test set-up: Chromium's policy for the tests is missing; write it with \`echo '${policy.trim()}' | sudo tee ${policyPath}\` and run again.`,
    )
    process.exit(1)
  }
  mkdirSync(dirname(policyPath), { recursive: true })
  writeFileSync(policyPath, policy)
}

const missing = needs.filter((need) => !need.present()).flatMap((need) => need.packages)
if (missing.length === 0) process.exit(0)

// Without Debian's recommends (245 packages on a bare system instead of 404: python3, perl, samba,
// avahi, udev and printer tools, with their set-up scripts): every shared library of Chromium and
// its bundled ANGLE and SwiftShader is a hard dependency (checked with ldd and dpkg -S).
const install = ['apt-get', 'install', '-y', '--no-install-recommends', ...missing]
if (process.getuid?.() !== 0 || !onPath('apt-get')) {
  console.error(
    `test set-up: missing ${missing.join(', ')}; install them with \`sudo ${install.join(' ')}\` (Debian, Ubuntu) and run again.`,
  )
  process.exit(1)
}

console.log(`test set-up: installing ${missing.join(', ')} with apt-get`)
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
for (const command of [
  ['apt-get', 'update', '-qq'],
  [...install, '-qq'],
]) {
  const { status } = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env })
  if (status !== 0) {
    console.error(`test set-up: \`${command.join(' ')}\` failed (exit ${status}).`)
    process.exit(1)
  }
}
const stillMissing = needs.filter((need) => !need.present()).flatMap((need) => need.packages)
if (stillMissing.length > 0) {
  console.error(
    `test set-up: still missing after apt-get: ${stillMissing.join(', ')} (CHROMIUM_PATH?)`,
  )
  process.exit(1)
}
