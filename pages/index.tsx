import type { GetServerSideProps } from 'next'
import type { SignInPageProps } from '../src/auth/client/SignInSetting'
import { signInPageProps } from '../src/auth/server/settings'
import { Landing } from '../src/components/Landing/Landing'

/** Whether sign-in is on is the server's runtime setting (PLAZA_AUTH), read per request. */
export const getServerSideProps: GetServerSideProps<SignInPageProps> = async () => ({
  props: signInPageProps(),
})

export default function Home() {
  return <Landing />
}
