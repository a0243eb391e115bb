// Lighthouse (performance, accessibility) of a page, with Debian Chromium and simulated throttling:
// no audit of these two categories fetches anything from the internet.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '../chromium.mjs'

export async function lighthouseScores(url) {
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
