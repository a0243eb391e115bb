import { AvatarUnavailableError } from './avatar'

describe('the avatar error', () => {
  test('AvatarUnavailableError names the account and its record', () => {
    expect(
      new AvatarUnavailableError({
        name: 'carol.plaza.eth',
        avatar: 'http://127.0.0.1/missing.png',
      }),
    ).toMatchInlineSnapshot(`
      [AvatarUnavailableError: The avatar of carol.plaza.eth could not be loaded.

      Details: Its avatar record is http://127.0.0.1/missing.png.]
    `)
  })
})
