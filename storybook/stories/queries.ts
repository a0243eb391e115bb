import { expect, screen, waitFor, within } from 'storybook/test'

/** Waits until the element is there and visible (RainbowKit fades its dialogs in). */
export async function visible(find: () => HTMLElement | Promise<HTMLElement>) {
  let element: HTMLElement | undefined
  await waitFor(async () => {
    element = await find()
    await expect(element).toBeVisible()
  })
  return element!
}

/**
 * RainbowKit renders its modals in a portal on document.body and fades them in (opacity 0 to 1,
 * 150 ms): an element of a dialog in its first frame is not visible yet. Resolves once the
 * dialog's entry animations have ended, so that what is in it can be checked at once.
 */
export async function openDialog() {
  const dialog = await screen.findByRole('dialog')
  await entryAnimationsEnded(dialog)
  return within(dialog)
}

/** The queries within the open dialog. */
export type Dialog = Awaited<ReturnType<typeof openDialog>>

/** Spinners loop for ever and are left out; a cancelled animation (the dialog closed) counts. */
async function entryAnimationsEnded(element: HTMLElement) {
  const entries = element
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
  await Promise.all(entries.map((animation) => animation.finished.catch(() => undefined)))
}

export async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

/** Button names carry their icon's title too ('Copy Copy Address'): match the label part. */
export const label = (text: string) => new RegExp(`(^|\\s)${text.replace(/[.?*+()]/g, '\\$&')}$`)

/** The closest ancestor of `element` that also holds `text` (a list row and its button). */
export function rowWith(element: HTMLElement, text: string) {
  let row: HTMLElement | null = element
  while (row && !within(row).queryByText(text)) row = row.parentElement
  if (!row) throw new Error(`no row around '${element.textContent}' holds '${text}'`)
  return within(row).getByText(text)
}

/** The header's back arrow (its icon is titled 'Back'). */
export function backButton(modal: ReturnType<typeof within>) {
  const button = modal
    .getAllByRole('button')
    .find((b: HTMLElement) => b.querySelector('svg title')?.textContent === 'Back')
  if (!button) throw new Error('no back button in the dialog')
  return button
}
