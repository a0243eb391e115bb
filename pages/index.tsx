import type { GetServerSideProps } from 'next'
import dynamic from 'next/dynamic'
import type { SignInPageProps } from '../src/auth/client/SignInSetting'
import { signInPageProps } from '../src/auth/server/settings'
import { Landing } from '../src/components/Landing/Landing'
import { AppHeader, WhenWalletStack } from '../src/components/WalletStack/LazyWalletStack'

/** 'Send test transaction', only with NEXT_PUBLIC_MOCK_WALLET=1 (a separate chunk, absent from production). */
const TestTransactions =
  process.env.NEXT_PUBLIC_MOCK_WALLET === '1'
    ? dynamic(
        () =>
          import('../src/components/TestTransactions/TestTransactions').then(
            (module) => module.TestTransactions,
          ),
        { ssr: false },
      )
    : () => null

/** Whether sign-in is on is the server's runtime setting (PLAZA_AUTH), read per request. */
export const getServerSideProps: GetServerSideProps<SignInPageProps> = async () => ({
  props: signInPageProps(),
})

export default function Home() {
  return (
    <>
      <AppHeader />
      <Landing />
      <WhenWalletStack>
        <TestTransactions />
      </WhenWalletStack>
    </>
  )
}
