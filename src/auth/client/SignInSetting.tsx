import { createContext, type ReactNode, useContext } from 'react'

/** Sign-in with Ethereum, or none: decided by the server per request (PLAZA_AUTH=siwe). */
export type SignInMode = 'siwe' | null

/** What a page's getServerSideProps passes down (`signInPageProps`). */
export type SignInPageProps = { signIn: SignInMode }

const SignInModeContext = createContext<SignInMode>(null)

/**
 * Carries the server's answer from the page's props to the lazily loaded wallet stack: no
 * build flag and no extra browser request. Pages without the prop get sign-in off.
 */
export function SignInSetting({
  pageProps,
  children,
}: {
  pageProps: unknown
  children: ReactNode
}) {
  const mode = (pageProps as Partial<SignInPageProps> | null)?.signIn === 'siwe' ? 'siwe' : null
  return <SignInModeContext.Provider value={mode}>{children}</SignInModeContext.Provider>
}

export function useSignInMode(): SignInMode {
  return useContext(SignInModeContext)
}
