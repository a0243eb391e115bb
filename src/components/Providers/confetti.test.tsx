import { ConnectButton } from '@rainbow-me/rainbowkit'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { specConstants } from '../../../fixtures/spec/constants'
import { offlineAppConfig, renderWithProviders } from '../../../unit/renderWithProviders'

afterEach(() => {
  vi.useRealTimers()
  // The files of this project share one document: no test meets another's confetti.
  document.getElementById('_rk_coolMode')?.remove()
})

/** Opens the connect modal; resolves with MetaMask's option. */
async function walletOption() {
  renderWithProviders(<ConnectButton />, { config: offlineAppConfig() })
  fireEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
  return screen.findByTestId('rk-wallet-option-metaMask')
}

/**
 * A press on `wallet` at `at`, and its release. RainbowKit listens for touches where the window
 * has `ontouchstart`, as jsdom's has.
 */
function pressOn(wallet: HTMLElement, at: { clientX: number; clientY: number }) {
  const touch = 'ontouchstart' in window
  return {
    hold: () =>
      touch
        ? fireEvent.touchStart(wallet, { touches: [at], changedTouches: [at] })
        : fireEvent.mouseDown(wallet, at),
    release: () =>
      touch
        ? fireEvent.touchEnd(wallet, { touches: [], changedTouches: [at] })
        : fireEvent.mouseUp(wallet),
  }
}

const particles = () => document.getElementById('_rk_coolMode')?.childElementCount ?? 0

test('LIM-CONFETTI: holding a press on a wallet icon throws confetti (decoration: no image for a screen reader), never more than 35 particles at once however many frames pass', async () => {
  const wallet = await walletOption()
  // The test moves RainbowKit's animation frame by frame (one particle may be born a frame), so
  // the count depends on frames alone, never on how fast this machine draws them.
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
  // Pressed far above the viewport: a particle needs over a thousand frames to fall out of view,
  // so none leaves while the frames below are counted and the count is every particle thrown.
  const press = pressOn(wallet, { clientX: 100, clientY: -1_000_000 })
  // Cool mode starts once the wallet's icon has loaded.
  await waitFor(() => {
    press.hold()
    vi.advanceTimersToNextFrame()
    expect(particles()).toBeGreaterThan(0)
  })
  expect(within(document.getElementById('_rk_coolMode')!).queryAllByRole('img')).toEqual([])

  let most = 0
  for (let frame = 0; frame < 3 * specConstants.confettiMaxParticles; frame += 1) {
    vi.advanceTimersToNextFrame()
    most = Math.max(most, particles())
  }
  expect(most).toBe(specConstants.confettiMaxParticles)
  press.release()
})

test('confetti asks for animation frames only while it flies: an open connect modal at rest asks for none', async () => {
  // Before the modal renders, so the fake frames catch every request RainbowKit makes.
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
  const wallet = await walletOption()
  // Cool mode is on once its confetti layer exists (after the wallet's icon has loaded).
  await waitFor(() => expect(document.getElementById('_rk_coolMode')).not.toBeNull())
  expect(vi.getTimerCount()).toBe(0)

  const press = pressOn(wallet, { clientX: 100, clientY: window.innerHeight - 50 })
  press.hold()
  vi.advanceTimersToNextFrame()
  expect(particles()).toBeGreaterThan(0)
  press.release()
  // The particles fall out of view (each a pixel faster every frame), then the frames stop.
  for (let frame = 0; frame < 10_000 && particles() > 0; frame += 1) vi.advanceTimersToNextFrame()
  expect(particles()).toBe(0)
  vi.advanceTimersToNextFrame()
  expect(vi.getTimerCount()).toBe(0)
})
