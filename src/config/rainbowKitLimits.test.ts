import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { specConstants } from '../../fixtures/spec/constants'

/** RainbowKit as the app bundles it (its patch applied): the code every visitor runs. */
const rainbowKit = readFileSync(createRequire(import.meta.url).resolve('@rainbow-me/rainbowkit'), {
  encoding: 'utf8',
})

/** The source of RainbowKit's top-level function `name`. */
function sourceOf(name: string) {
  const start = rainbowKit.indexOf(`\nfunction ${name}(`)
  return start < 0 ? '' : rainbowKit.slice(start, rainbowKit.indexOf('\nfunction ', start + 1))
}

/** What `pattern` captures in RainbowKit's top-level function `name`. */
function builtIn(name: string, pattern: RegExp): string[] {
  const captured = sourceOf(name).match(pattern)
  if (!captured)
    throw new Error(
      `RainbowKit's ${name} no longer has ${pattern}: find where it sets this limit now`,
    )
  return captured.slice(1)
}

// A tripwire for upgrades, read from RainbowKit's code: it names no row, as reading code proves
// nothing a visitor meets (the rows' tests render what RainbowKit draws).
test("RainbowKit's built-in limits are the spec's: 'Get a Wallet' lists, the modal's height, confetti, 'Copied!'", () => {
  const [compact, regular] = builtIn(
    'DesktopOptions',
    /maxHeight: compactModeEnabled \? (\d+) : (\d+)/,
  )
  expect({
    maxGetWallets: {
      desktop: Number(builtIn('GetDetail', /\bwallets\.splice\(0, (\d+)\)/)[0]),
      mobile: Number(builtIn('MobileOptions', /\?\.splice\(0, (\d+)\)/)[0]),
    },
    connectModalMaxHeight: { regular: Number(regular), compact: Number(compact) },
    confettiMaxParticles: Number(builtIn('makeElementCool', /\bconst limit = (\d+);/)[0]),
    copiedFeedbackMs: Number(
      builtIn('ProfileDetails', /setCopiedAddress\(false\);\s*\}, (\d+)\)/)[0],
    ),
  }).toEqual({
    maxGetWallets: specConstants.maxGetWallets,
    connectModalMaxHeight: specConstants.connectModalMaxHeight,
    confettiMaxParticles: specConstants.confettiMaxParticles,
    copiedFeedbackMs: specConstants.copiedFeedbackMs,
  })
})
