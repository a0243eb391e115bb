import { Header } from '../src/components/Header'
import { Landing } from '../src/components/Landing'

export default function Home() {
  return (
    <>
      <Header />
      <Landing />
    </>
  )
}
