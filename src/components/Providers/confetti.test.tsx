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

afterEach(() => {
  vi.useRealTimers()
  // The files of this project share one document: no test meets another's confetti.
  document.getElementById('_rk_coolMode')?.remove()
})

test('LIM-CONFETTI: holding a press on a wallet icon throws confetti, never more than 35 particles at once however many frames pass', async () => {
  renderWithProviders(<ConnectButton />, {
    config: createAppConfig({
      projectId: 'test-project',
      transportFor: () => offline,
      storage: null,
    }),
  })
  fireEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
  const wallet = await screen.findByTestId('rk-wallet-option-metaMask')

  // The test moves RainbowKit's animation frame by frame (one particle may be born a frame), so
  // the count depends on frames alone, never on how fast this machine draws them.
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
  const particles = () => document.getElementById('_rk_coolMode')?.childElementCount ?? 0
  // Pressed far above the viewport: a particle needs over a thousand frames to fall out of view,
  // so none leaves while the frames below are counted and the count is every particle thrown.
  // (RainbowKit listens for touches where the window has `ontouchstart`, as jsdom's has.)
  const touch = { clientX: 100, clientY: -1_000_000 }
  const press = () =>
    'ontouchstart' in window
      ? fireEvent.touchStart(wallet, { touches: [touch], changedTouches: [touch] })
      : fireEvent.mouseDown(wallet, touch)
  // Cool mode starts once the wallet's icon has loaded.
  await waitFor(() => {
    press()
    vi.advanceTimersToNextFrame()
    expect(particles()).toBeGreaterThan(0)
  })

  let most = 0
  for (let frame = 0; frame < 3 * specConstants.confettiMaxParticles; frame += 1) {
    vi.advanceTimersToNextFrame()
    most = Math.max(most, particles())
  }
  expect(most).toBe(specConstants.confettiMaxParticles)
  if ('ontouchstart' in window) fireEvent.touchEnd(wallet, { touches: [], changedTouches: [touch] })
  else fireEvent.mouseUp(wallet)
})

test('confetti asks for animation frames only while it flies: an open connect modal at rest asks for none', async () => {
  // Before the modal renders, so the fake frames catch every request RainbowKit makes.
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
  renderWithProviders(<ConnectButton />, {
    config: createAppConfig({
      projectId: 'test-project',
      transportFor: () => offline,
      storage: null,
    }),
  })
  fireEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }))
  const wallet = await screen.findByTestId('rk-wallet-option-metaMask')
  const pendingFrames = () => vi.getTimerCount()
  const particles = () => document.getElementById('_rk_coolMode')?.childElementCount ?? 0
  const press = { clientX: 100, clientY: window.innerHeight - 50 }
  const hold = () =>
    'ontouchstart' in window
      ? fireEvent.touchStart(wallet, { touches: [press], changedTouches: [press] })
      : fireEvent.mouseDown(wallet, press)
  const release = () =>
    'ontouchstart' in window
      ? fireEvent.touchEnd(wallet, { touches: [], changedTouches: [press] })
      : fireEvent.mouseUp(wallet)

  // Cool mode is on once its confetti layer exists (after the wallet's icon has loaded).
  await waitFor(() => expect(document.getElementById('_rk_coolMode')).not.toBeNull())
  expect(pendingFrames()).toBe(0)

  hold()
  vi.advanceTimersToNextFrame()
  expect(particles()).toBeGreaterThan(0)
  release()
  // The particles fall out of view (each falls at least a pixel more every frame), then the
  // frames stop.
  for (let frame = 0; frame < 10_000 && particles() > 0; frame += 1) vi.advanceTimersToNextFrame()
  expect(particles()).toBe(0)
  vi.advanceTimersToNextFrame()
  expect(pendingFrames()).toBe(0)
})
