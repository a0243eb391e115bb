import { render, screen } from '@testing-library/react'
import { specAppTexts } from '../../../fixtures/spec/appTexts'
import { SignInSetting } from '../../auth/client/SignInSetting'
import { Landing } from './Landing'

describe('Landing', () => {
  test('CON-8: the lead promises sign-in only where the server turns it on', () => {
    const { unmount } = render(
      <SignInSetting pageProps={{ signIn: null }}>
        <Landing />
      </SignInSetting>,
    )
    expect(screen.getByRole('paragraph')).toHaveTextContent(specAppTexts.landingLead)
    unmount()
    render(
      <SignInSetting pageProps={{ signIn: 'siwe' }}>
        <Landing />
      </SignInSetting>,
    )
    expect(screen.getByRole('paragraph')).toHaveTextContent(specAppTexts.landingLeadWithSignIn)
  })
})
