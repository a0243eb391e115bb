import { render, screen } from '@testing-library/react'
import { signInPageProps } from '../server/settings'
import { SignInSetting, useSignInMode } from './SignInSetting'

function Mode() {
  return <output>{String(useSignInMode())}</output>
}

describe('sign-in as a runtime setting (PLAZA_AUTH)', () => {
  test('CON-8: the page props say siwe only when the server has PLAZA_AUTH=siwe', () => {
    expect(signInPageProps({ PLAZA_AUTH: 'siwe' })).toEqual({ signIn: 'siwe' })
    for (const PLAZA_AUTH of [undefined, '', 'SIWE', '1', 'true'])
      expect(signInPageProps({ PLAZA_AUTH })).toEqual({ signIn: null })
  })

  test('CON-8: SignInSetting hands the page props to the wallet stack; a page without them has sign-in off', () => {
    const { unmount } = render(
      <SignInSetting pageProps={{ signIn: 'siwe' }}>
        <Mode />
      </SignInSetting>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('siwe')
    unmount()
    render(
      <SignInSetting pageProps={{}}>
        <Mode />
      </SignInSetting>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('null')
  })
})
