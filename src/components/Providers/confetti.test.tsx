import { ConnectButton } from '@rainbow-me/rainbowkit'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { custom, type Transport } from 'viem'
import { specConstants } from '../../../fixtures/spec/constants'
import { renderWithProviders } from '../../../unit/renderWithProviders'
import { createAppConfig } from '../../config/wagmi'

const offline: Transport = custom({
  request: async () => {
    throw new Error('no node in this test')
  },
})

/** The most confetti particles on screen at once, counted on every change of RainbowKit's layer. */
function watchConfetti() {
  let most = 0
  const count = () => document.getElementById('_rk_coolMode')?.childElementCount ?? 0
  const observer = new MutationObserver(() => {
    most = Math.max(most, count())
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return { most: () => most, now: count, stop: () => observer.disconnect() }
}

test('LIM-CONFETTI: pressing a wallet icon in the connect modal throws confetti, at most 35 particles at once', async () => {
  renderWithProviders(<ConnectButton />, {
    config: createAppConfig({
      projectId: 'test-project',
      transportFor: () => offline,
      storage: null,
    }),
  })
  fireEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
  const wallet = await screen.findByTestId('rk-wallet-option-metaMask')
  const confetti = watchConfetti()
  // Cool mode starts once the wallet's icon has loaded; hold the press until the cap is reached.
  // (RainbowKit listens for touches where the window has `ontouchstart`, as jsdom's has.)
  const touch = { clientX: 100, clientY: 300 }
  const press = () =>
    'ontouchstart' in window
      ? fireEvent.touchStart(wallet, { touches: [touch], changedTouches: [touch] })
      : fireEvent.mouseDown(wallet, touch)
  await waitFor(() => {
    press()
    expect(confetti.now()).toBeGreaterThan(0)
  })
  await waitFor(
    () => expect(confetti.most()).toBeGreaterThanOrEqual(specConstants.confettiMaxParticles),
    {
      timeout: 5_000,
    },
  )
  // Still held: new particles replace fallen ones, never more than the cap.
  const frames = 30
  for (let frame = 0; frame < frames; frame += 1)
    await new Promise((resolve) => requestAnimationFrame(resolve))
  confetti.stop()
  expect(confetti.most()).toBe(specConstants.confettiMaxParticles)
  if ('ontouchstart' in window) fireEvent.touchEnd(wallet, { touches: [], changedTouches: [touch] })
  else fireEvent.mouseUp(wallet)
})
