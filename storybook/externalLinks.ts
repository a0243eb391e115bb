/** Links the story would have opened (download pages, app stores), newest last. */
export const openedLinks: string[] = []

let installed = false

/**
 * Stories never leave the page: a click on a link to another site is recorded instead of
 * followed (RainbowKit's download buttons are links that also change the modal's step).
 */
export function keepLinksInPage() {
  if (installed) return
  installed = true
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement
      if (!link || link.origin === window.location.origin) return
      event.preventDefault()
      openedLinks.push(link.href)
    },
    true,
  )
}
