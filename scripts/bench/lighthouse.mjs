// Lighthouse (performance, accessibility) of a page, with Debian Chromium and simulated throttling:
// no audit of these two categories fetches anything from the internet.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../chromium.mjs'
import { ms, ratio } from './figures.mjs'

async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    const { categories } = result.lhr
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      totalBlockingTimeMs: result.lhr.audits['total-blocking-time'].numericValue,
    }
  } finally {
    chrome.kill()
  }
}

export async function benchLighthouse(report, { servers }) {
  const scores = {
    default: await lighthouseScores(`${servers.default.url}/`),
    app: await lighthouseScores(`${servers.app.url}/`),
  }
  for (const category of ['performance', 'accessibility'])
    report.rows.push([
      `Lighthouse ${category} of / (mobile, simulated throttling)`,
      String(scores.default[category]),
      String(scores.app[category]),
      ratio(scores.app[category], scores.default[category]),
    ])
  // The audit behind most of the performance score's movement: main-thread tasks over 50 ms.
  report.rows.push([
    'Lighthouse total blocking time of / (mobile, simulated throttling)',
    ms(scores.default.totalBlockingTimeMs),
    ms(scores.app.totalBlockingTimeMs),
    ratio(scores.app.totalBlockingTimeMs, scores.default.totalBlockingTimeMs),
  ])
}
