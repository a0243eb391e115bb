import { type AuthBackend, sharedAuthBackend } from './authBackend'
import { logAuthProblem } from './logRedaction'
import { createServerVerifiers } from './serverVerifiers'
import type { AuthSettings } from './settings'
import type { SignatureVerifier } from './signatureMatches'

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
