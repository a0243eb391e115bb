// The visitor's first tap on 'Connect Wallet': a fresh context per sample, the page left until
// its load event and then until the network is idle (500 ms without a request), then one click (desktop, unthrottled) or one touch tap (phone profile:
// 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU slowdown via CDP), with no hover before it.
// Measured inside the page, from the tap's first input event (pointerdown) to painted frames.
import { chromium, devices } from 'playwright'
import { chromiumArgs, chromiumPath } from '../chromium.mjs'
import { median, ms, ratio } from './figures.mjs'

const maxMobileTapRatio = 1.5

const profiles = {
  unthrottled: {
    label: 'unthrottled',
    context: { viewport: { width: 1280, height: 800 } },
    input: 'mouse',
  },
  mobile: {
    label: 'mobile profile',
    context: devices['Pixel 7'],
    input: 'touch',
    network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
    cpuSlowdown: 4,
  },
}

/** RainbowKit's connect modal title ('connect.title' in its en_US locale). */
const connectTitle = 'Connect a Wallet'
const connectLabel = 'Connect Wallet'

/**
 * Runs in the page before its own code. Stamps, as the time a frame is presented (a task queued
 * from that frame's requestAnimationFrame runs after its paint):
 * - `buttonAt`: the first frame with a visible 'Connect Wallet' button (opacity and visibility
 *   count: RainbowKit's button is drawn transparent until it is mounted);
 * - `tapAt`: the tap's first input event (its own timestamp);
 * - `responseAt`: the first frame after the tap showing any dialog (an app-drawn frame counts);
 * - `dialogAt`: the first frame showing RainbowKit's connect dialog with its title;
 * - `eventDurations`: the Event Timing API's durations of the tap's events (from the input to
 *   the next paint after their handlers; Chromium reports only those of 16 ms and more).
 */
function stampScript({ connectTitle, connectLabel }) {
  const stamps = { buttonAt: null, tapAt: null, responseAt: null, dialogAt: null }
  const eventDurations = []
  window.__tapStamps = stamps
  window.__tapEvents = eventDurations
  const afterPaint = (record) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => record(performance.now())
      channel.port2.postMessage(null)
    })
  const visible = (element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getBoundingClientRect().width > 0
  const connectButton = () =>
    [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === connectLabel && visible(button),
    )
  const rainbowKitDialog = () =>
    [...document.querySelectorAll('[role="dialog"][data-rk] h1')].some(
      (heading) => heading.textContent?.trim() === connectTitle,
    )
  const watchButton = () => {
    if (connectButton()) afterPaint((at) => (stamps.buttonAt = at))
    else requestAnimationFrame(watchButton)
  }
  requestAnimationFrame(watchButton)
  addEventListener(
    'pointerdown',
    (event) => {
      if (event.isTrusted) stamps.tapAt ??= event.timeStamp
    },
    { capture: true },
  )
  let responseSeen = false
  let dialogSeen = false
  new MutationObserver(() => {
    if (stamps.tapAt === null) return
    if (!responseSeen && document.querySelector('[role="dialog"]')) {
      responseSeen = true
      afterPaint((at) => (stamps.responseAt = at))
    }
    if (!dialogSeen && rainbowKitDialog()) {
      dialogSeen = true
      afterPaint((at) => (stamps.dialogAt = at))
    }
  }).observe(document, { childList: true, subtree: true, characterData: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) eventDurations.push({ name: entry.name, duration: entry.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

/** Quiet time that counts as network idle (as Playwright's 'networkidle'). */
const networkQuietMs = 500

/**
 * Requests in flight on `page`; `quiet()` resolves once none has been for `networkQuietMs`.
 * Unlike Playwright's 'networkidle' (which may be met before the load event, while a slow
 * device still runs the page's code), this counts from the moment it is asked, after load.
 */
function watchNetwork(page) {
  const inFlight = new Set()
  let lastChange = performance.now()
  const done = (request) => {
    inFlight.delete(request)
    lastChange = performance.now()
  }
  page.on('request', (request) => {
    inFlight.add(request)
    lastChange = performance.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    async quiet() {
      lastChange = performance.now()
      while (inFlight.size > 0 || performance.now() - lastChange < networkQuietMs)
        await new Promise((resolve) => setTimeout(resolve, 50))
    },
  }
}

/** One tap on `url`'s 'Connect Wallet' in a fresh context of `profile`. */
async function tapSample(browser, url, profile) {
  const context = await browser.newContext(profile.context)
  try {
    const page = await context.newPage()
    if (profile.network || profile.cpuSlowdown) {
      const cdp = await context.newCDPSession(page)
      if (profile.network) {
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network })
      }
      if (profile.cpuSlowdown)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
    }
    await page.addInitScript(stampScript, { connectTitle, connectLabel })
    const network = watchNetwork(page)
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await network.quiet()
    // The box of the button as it is now (a page may re-create it, e.g. when its code mounts).
    const button = page.getByRole('button', { name: connectLabel })
    let box = null
    for (let attempt = 0; !box && attempt < 10; attempt++) {
      await button.waitFor()
      box = await button.boundingBox()
    }
    if (!box) throw new Error(`no '${connectLabel}' button on ${url}`)
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    // A press where the finger lands: no hover before it (Playwright's click moves the mouse
    // onto the point and presses at once; the phone profile taps with touch events).
    if (profile.input === 'touch') await page.touchscreen.tap(x, y)
    else await page.mouse.click(x, y)
    await page.waitForFunction(() => window.__tapStamps.dialogAt !== null, null, {
      timeout: 60_000,
    })
    // Event Timing entries are queued after the paint they wait for.
    await page.waitForFunction(() => window.__tapStamps.responseAt !== null)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())))
    const { stamps, events } = await page.evaluate(() => ({
      stamps: window.__tapStamps,
      events: window.__tapEvents,
    }))
    return {
      button: stamps.buttonAt,
      dialog: stamps.dialogAt - stamps.tapAt,
      response: stamps.responseAt - stamps.tapAt,
      // Below Chromium's 16 ms reporting floor, the interaction counts as 16 ms.
      interaction: Math.max(16, ...events.map((event) => event.duration)),
    }
  } finally {
    await context.close()
  }
}

/** The metrics of a sample, in table order. */
const tapMetrics = [
  ['button', "'Connect Wallet' visible after navigation start"],
  ['dialog', 'tap to connect dialog visible'],
  ['response', 'tap to first frame showing a dialog (app frame or modal)'],
  ['interaction', 'tap to next paint (Event Timing, INP-style)'],
]

export async function benchTap(report, { servers, values }) {
  const samples = Number(values['tap-samples'])
  // Any host but the apps' fails at once (no DNS, no hanging connection to wait out).
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  })
  try {
    for (const name of values.profiles.split(',')) {
      const profile = profiles[name]
      if (!profile) throw new Error(`unknown profile ${name}`)
      // One unmeasured round each: the servers' first responses.
      for (const key of ['default', 'app']) await tapSample(browser, servers[key].url, profile)
      const measured = { app: [], default: [] }
      for (let run = 0; run < samples; run++)
        for (const key of ['default', 'app'])
          measured[key].push(await tapSample(browser, servers[key].url, profile))
      if (process.env.BENCH_VERBOSE)
        console.error(
          name,
          JSON.stringify(measured, (_, value) =>
            typeof value === 'number' ? Math.round(value) : value,
          ),
        )
      for (const [metric, label] of tapMetrics) {
        const base = median(measured.default.map((sample) => sample[metric]))
        const value = median(measured.app.map((sample) => sample[metric]))
        const gated = name === 'mobile' && metric === 'dialog'
        report.rows.push([
          `${label}, ${profile.label} (median of ${samples})`,
          ms(base),
          ms(value),
          gated
            ? `${ratio(value, base)} (max ${maxMobileTapRatio.toFixed(2)})`
            : ratio(value, base),
        ])
        if (gated && value / base > maxMobileTapRatio) {
          report.failed = true
          report.notes.push(
            `FAIL: tap to dialog on the mobile profile ${(value / base).toFixed(2)}x > ${maxMobileTapRatio}`,
          )
        }
      }
    }
  } finally {
    await browser.close()
  }
}
