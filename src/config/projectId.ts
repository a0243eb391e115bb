import { PlaceholderProjectIdError, ProjectIdMissingError } from '../errors/config'
import { placeholderProjectId } from './constants'

type Warn = (message: string) => void

/**
 * The WalletConnect project id (spec §5): missing fails fast, the sample id
 * only warns (RainbowKit itself swaps it silently for a demo id).
 */
export function resolveProjectId(
  value: string | undefined = process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID,
  warn: Warn = console.warn,
): string {
  const projectId = value?.trim()
  if (!projectId) throw new ProjectIdMissingError()
  if (projectId === placeholderProjectId)
    warn(
      `NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID is the sample id '${placeholderProjectId}': WalletConnect will use a shared demo project. Set your own project id.`,
    )
  return projectId
}

/**
 * The project id a build for real chains ships with (next.config.ts): the sample id is refused
 * there, since every visitor's WalletConnect session would run on RainbowKit's shared demo
 * project (spec §9: a project id is configured). Development and local-chain builds only warn.
 */
export function requireOwnProjectId(
  value: string | undefined = process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID,
): string {
  const projectId = resolveProjectId(value, () => {})
  if (projectId === placeholderProjectId)
    throw new PlaceholderProjectIdError({ placeholder: placeholderProjectId })
  return projectId
}
