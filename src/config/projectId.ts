import { ProjectIdMissingError } from '../errors/config'
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
