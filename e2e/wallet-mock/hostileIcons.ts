import type { BrowserContext } from '@playwright/test'

/**
 * Icons a hostile or careless wallet may announce through EIP-6963 (which asks for an image
 * data URI), each setting `window[scriptGlobal]` or fetching from `hostileIconHost` if the page
 * ever runs or loads it.
 */
export const scriptGlobal = '__hostileIconRan'
const hostileIconHost = 'icons.hostile.test'

/** A harmless image data URI: a letter on a square. */
export const plainIcon = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#345"/><text x="48" y="64" font-size="48" text-anchor="middle" fill="#fff">${label.charAt(0)}</text></svg>`,
  )}`

const svgWithScript = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" onload="window.${scriptGlobal}='onload'"><script>window.${scriptGlobal}='script'</script><image href="https://${hostileIconHost}/beacon.png" width="1" height="1"/><rect width="96" height="96" fill="#a00"/></svg>`

export const hostileIcons = [
  {
    kind: 'svg-script',
    name: 'Script Icon Wallet',
    rdns: 'test.icon.svgscript',
    icon: `data:image/svg+xml,${encodeURIComponent(svgWithScript)}`,
  },
  {
    kind: 'javascript',
    name: 'JavaScript Icon Wallet',
    rdns: 'test.icon.javascript',
    icon: `javascript:window.${scriptGlobal}='javascript'`,
  },
  {
    kind: 'https',
    name: 'Remote Icon Wallet',
    rdns: 'test.icon.https',
    icon: `https://${hostileIconHost}/wallet.svg`,
  },
  {
    kind: 'http',
    name: 'Plain HTTP Icon Wallet',
    rdns: 'test.icon.http',
    icon: `http://${hostileIconHost}/wallet.svg`,
  },
  {
    kind: 'html',
    name: 'HTML Icon Wallet',
    rdns: 'test.icon.html',
    icon: `data:text/html,<script>window.${scriptGlobal}='html'</script>`,
  },
] as const

/** The hostile icons as EIP-6963 announcements. */
export const hostileAnnouncements = hostileIcons.map(({ rdns, name, icon }) => ({
  rdns,
  name,
  icon,
}))

/** The requests the pages of `context` make to `hostileIconHost` from now on. */
export function watchIconHost(context: BrowserContext) {
  const fetched: string[] = []
  context.on('request', (request) => {
    if (new URL(request.url()).hostname === hostileIconHost) fetched.push(request.url())
  })
  return fetched
}
