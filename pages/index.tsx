import dynamic from 'next/dynamic'
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
