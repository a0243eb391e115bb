import { AppOriginMissingError, InvalidAppOriginError } from '../../errors/auth'
import { type AuthEnv, isDevelopmentOrTest } from './authEnvironment'

/** Where the app is served from: what every sign-in message must name. */
export type AppOrigin = {
  /** `https://plaza.example` */
  origin: string
  /** `plaza.example` (with the port when not the scheme's default): the message's domain. */
  host: string
  scheme: 'http' | 'https'
}

/**
 * APP_ORIGIN, checked; never the request's Host, which a client picks (issue 16 item 1).
 * Development and test default to `http://localhost:<PORT or 3000>`.
 */
export function resolveAppOrigin(env: AuthEnv = process.env): AppOrigin {
  const value = env.APP_ORIGIN
  if (!value) {
    if (!isDevelopmentOrTest(env)) throw new AppOriginMissingError()
    return parseAppOrigin(`http://localhost:${env.PORT || 3000}`)
  }
  return parseAppOrigin(value)
}

/** @internal Exported for its unit tests and the sign-in test fixtures. */
export function parseAppOrigin(value: string): AppOrigin {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidAppOriginError({ value })
  }
  const scheme = url.protocol.slice(0, -1)
  const bare = value.replace(/\/$/, '')
  if ((scheme !== 'http' && scheme !== 'https') || bare !== url.origin)
    throw new InvalidAppOriginError({ value })
  return { origin: url.origin, host: url.host, scheme }
}
