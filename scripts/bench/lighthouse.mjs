// Lighthouse (performance, accessibility) of a page, with Debian Chromium and simulated throttling:
// no audit of these two categories fetches anything from the internet.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
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
    }
  } finally {
    chrome.kill()
  }
}
