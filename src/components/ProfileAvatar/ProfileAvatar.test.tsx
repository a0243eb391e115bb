import { render, screen, waitFor } from '@testing-library/react'
import { ProfileAvatar } from './ProfileAvatar'

const address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** What the name service answers for the account (the wagmi hooks RainbowKit's lookups share). */
const nameService = vi.hoisted(() => ({
  name: undefined as string | undefined,
  avatarRecord: undefined as string | undefined,
  /** viem's getEnsAvatar: null for a record it cannot resolve. */
  avatar: undefined as string | null | undefined,
}))
vi.mock('wagmi', async (original) => ({
  ...(await original<typeof import('wagmi')>()),
  useEnsName: () => ({ data: nameService.name }),
  useEnsText: () => ({ data: nameService.avatarRecord }),
  useEnsAvatar: () => ({
    data: nameService.avatar,
    status: nameService.avatar === undefined ? 'pending' : 'success',
  }),
}))

/** Images load when their URL ends in '.svg' and fail otherwise (jsdom loads none). */
class StandInImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  set src(url: string) {
    setTimeout(() => (url.endsWith('.svg') ? this.onload?.() : this.onerror?.()), 0)
  }
}

let raised: unknown[]
beforeEach(() => {
  raised = []
  vi.stubGlobal('Image', StandInImage)
  vi.stubGlobal('reportError', (error: unknown) => raised.push(error))
  Object.assign(nameService, { name: undefined, avatarRecord: undefined, avatar: undefined })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const avatar = () => screen.getByTestId('profile-avatar')

describe("the account's avatar", () => {
  test('ACC-1: an avatar image that loads is shown', async () => {
    render(<ProfileAvatar address={address} ensImage="https://plaza.test/alice.svg" size={40} />)
    await waitFor(() => expect(avatar()).toHaveAttribute('data-avatar', 'image'))
    expect(avatar().style.backgroundImage).toContain('https://plaza.test/alice.svg')
    expect(raised).toEqual([])
  })

  test('ERR-AVATAR, ACC-5: an avatar image that fails to load raises an error and leaves the fallback', async () => {
    render(<ProfileAvatar address={address} ensImage="https://plaza.test/missing.png" size={40} />)
    await waitFor(() => expect(avatar()).toHaveAttribute('data-avatar', 'failed'))
    expect(avatar().style.backgroundImage).not.toContain('missing.png')
    // The image failed outside act(): React commits 'failed' first and runs the effect that
    // raises the error after it (a passive effect), so the error is awaited too.
    await waitFor(() =>
      expect(raised).toEqual([
        expect.objectContaining({
          name: 'AvatarUnavailableError',
          avatar: 'https://plaza.test/missing.png',
        }),
      ]),
    )
  })

  test('ERR-AVATAR: an avatar record the name service cannot resolve raises an error and leaves the fallback', async () => {
    Object.assign(nameService, {
      name: 'carol.plaza.eth',
      avatarRecord: 'https://plaza.test/avatars/carol.png',
      avatar: null,
    })
    render(<ProfileAvatar address={address} ensImage={null} size={40} />)
    await waitFor(() => expect(avatar()).toHaveAttribute('data-avatar', 'failed'))
    expect(raised).toEqual([
      expect.objectContaining({
        name: 'AvatarUnavailableError',
        avatar: 'https://plaza.test/avatars/carol.png',
        shortMessage: 'The avatar of carol.plaza.eth could not be loaded.',
      }),
    ])
  })

  test('ACC-1: an account without an avatar record gets the fallback and no error', async () => {
    Object.assign(nameService, { name: 'bob.plaza.eth', avatarRecord: undefined, avatar: null })
    render(<ProfileAvatar address={address} ensImage={null} size={40} />)
    expect(avatar()).toHaveAttribute('data-avatar', 'fallback')
    // render() has run the effects that report a failure (act), and no image is loading.
    expect(raised).toEqual([])
  })
})
