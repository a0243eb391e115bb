import { AvatarUnavailableError } from '../../errors/avatar'

const reported = new Set<string>()

/**
 * Raises AvatarUnavailableError once per avatar record in this page: to the window's error
 * handlers (`reportError`, as an uncaught error would be, where monitoring listens), without
 * breaking the render. Returns the error.
 */
export function reportAvatarFailure(failure: { name?: string; avatar: string }) {
  const error = new AvatarUnavailableError(failure)
  if (reported.has(failure.avatar)) return error
  reported.add(failure.avatar)
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error)
  else console.error(error)
  return error
}
