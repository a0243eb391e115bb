import { logAuthProblem } from './logRedaction'
import type { AuthSettings } from './settings'
import { createServerVerifiers, type SignatureVerifier } from './signInChecks'
import { type AuthBackend, sharedAuthBackend } from './store'

/** What the routes work with besides the settings. */
export type AuthServices = AuthBackend & {
  verifierFor: (chainId: number) => SignatureVerifier | undefined
}

let processServices: AuthServices | undefined

/** This process's store and limits (shared by the routes), and its node clients. */
export function servicesOfProcess(settings: AuthSettings): AuthServices {
  processServices ??= {
    ...sharedAuthBackend(settings.redisUrl, (error) => logAuthProblem('Redis', error)),
    verifierFor: createServerVerifiers(settings.nodeUrls),
  }
  return processServices
}
