import { expect } from '@playwright/test'
import { specConstants } from '../../fixtures/spec/constants'
import { test } from '../fixtures/wallet'

/** Cool mode in the running app: pressing a wallet icon throws confetti (RainbowKit's layer #_rk_coolMode). */
test('LIM-CONFETTI: holding a press on a wallet icon throws confetti, never more than 35 particles at once', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const metaMask = page.getByRole('dialog').getByTestId('rk-wallet-option-metaMask')
  await expect(metaMask).toBeVisible()
  // Counted in the page on every change of the confetti layer.
  await page.evaluate(() => {
    const counted = window as unknown as { mostConfetti: number }
    counted.mostConfetti = 0
    new MutationObserver(() => {
      const particles = document.getElementById('_rk_coolMode')?.childElementCount ?? 0
      counted.mostConfetti = Math.max(counted.mostConfetti, particles)
    }).observe(document.body, { childList: true, subtree: true })
  })
  const mostConfetti = () =>
    page.evaluate(() => (window as unknown as { mostConfetti: number }).mostConfetti)
  // hover waits until the icon stops moving (the dialog scales in), then the press is on it.
  const box = (await metaMask.boundingBox())!
  await metaMask.hover({ position: { x: 20, y: box.height / 2 } })
  await page.mouse.down()
  // One particle a frame while held: the cap is reached, then held (fallen ones are replaced).
  await expect.poll(mostConfetti).toBeGreaterThanOrEqual(specConstants.confettiMaxParticles)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 60
        const next = () => (--frames > 0 ? requestAnimationFrame(next) : resolve())
        requestAnimationFrame(next)
      }),
  )
  expect(await mostConfetti()).toBe(specConstants.confettiMaxParticles)
  await page.mouse.up()
})
