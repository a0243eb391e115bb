import type { SignInPageProps } from '../client/SignInSetting'
import { type AuthEnv, signInEnabled } from './authEnvironment'

/** For a page's getServerSideProps: whether this server has sign-in on, read per request. */
export function signInPageProps(env: AuthEnv = process.env): SignInPageProps {
  return { signIn: signInEnabled(env) ? 'siwe' : null }
}
