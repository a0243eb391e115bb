import { PlazaError } from '@plaza-social/errors'

/**
 * ERR-AVATAR: the visitor's name-service avatar could not be shown (the record points at
 * nothing loadable). The spec shows no text: the app raises this and shows a fallback avatar.
 */
export class AvatarUnavailableError extends PlazaError {
  override name = 'AvatarUnavailableError'
  readonly avatar: string
  constructor({ name, avatar }: { name?: string; avatar: string }) {
    super(`The avatar of ${name ?? 'this account'} could not be loaded.`, {
      details: `Its avatar record is ${avatar}.`,
    })
    this.avatar = avatar
  }
}
