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
