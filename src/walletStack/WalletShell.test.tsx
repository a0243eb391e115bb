import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { fillSpecText } from '../../fixtures/spec/appTexts'
import { specConstants } from '../../fixtures/spec/constants'
import { specText } from '../../fixtures/spec/kitTexts'
import { animationEnd } from '../../unit/animationEnd'

// The stack loads as in the app; a test holds it back or fails it through this mock. The other
// files of the module graph get the module itself: the mock is this file's alone.
beforeAll(() => {
  vi.doMock('./loadInStages', async (importOriginal) => {
    const actual = await importOriginal<typeof import('./loadInStages')>()
    return { loadInStages: vi.fn(actual.loadInStages) }
  })
})
afterAll(() => {
  vi.doUnmock('./loadInStages')
})

const productName = 'Plaza'

type Visit = { storedConnection?: boolean; savesData?: boolean; stack?: 'held back' | 'failing' }

let visits = 0

/**
 * A fresh page: the shell's module state (what it fetched, whether it restores a connection)
 * starts anew. Each visit imports the shell under an address of its own (its file with a query),
 * which Vite evaluates as a module of its own; the modules it imports are the graph's, shared.
 */
async function visit({ storedConnection = false, savesData = false, stack }: Visit = {}) {
  visits += 1
  vi.stubEnv('NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID', 'test-project')
  vi.stubEnv('NEXT_PUBLIC_PRODUCT_NAME', productName)
  if (storedConnection)
    localStorage.setItem(
      'wagmi.store',
      JSON.stringify({
        state: { connections: { __type: 'Map', value: [] }, chainId: 1, current: 'injected' },
        version: 2,
      }),
    )
  Object.defineProperty(navigator, 'connection', {
    value: { saveData: savesData },
    configurable: true,
  })
  const loader = vi.mocked((await import('./loadInStages')).loadInStages)
  loader.mockReset()
  let release = () => {}
  if (stack === 'held back') {
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const load = loader.getMockImplementation()!
    loader.mockImplementationOnce(() => held.then(load))
  }
  if (stack === 'failing') loader.mockRejectedValueOnce(new Error('offline'))
  const { WalletShell }: typeof import('./WalletShell') = await import(
    /* @vite-ignore */ `./WalletShell.tsx?visit=${visits}`
  )
  const loadsAtPageRenders: number[] = []
  render(
    <WalletShell>
      <Page onRender={() => loadsAtPageRenders.push(loader.mock.calls.length)} />
    </WalletShell>,
  )
  return { loader, loadsBeforePage: loadsAtPageRenders[0], release: () => act(release) }
}

/** The page below the shell, telling when it renders. */
function Page({ onRender }: { onRender: () => void }) {
  onRender()
  return <p>the page</p>
}

const connectWallet = () => screen.getByRole('button', { name: specText.connectWallet })
const frame = () => screen.queryByTestId('plaza-connect-frame')
/** A task after the page's load: when the shell would fetch the stack in the background. */
const afterLoadTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

/** The stack has replaced the server-rendered header: its 'Connect Wallet' is a new element. */
async function stackMounted(standIn: HTMLElement) {
  await waitFor(() => expect(connectWallet()).not.toBe(standIn))
  expect(screen.getByText('the page')).toBeVisible()
}

afterEach(() => {
  vi.unstubAllEnvs()
  Reflect.deleteProperty(navigator, 'connection')
})

describe('WalletShell: the page before and after the wallet code', () => {
  test("CFG-1, BTN-1, CFG-9: the header and 'Connect Wallet' come before any wallet code, which loads once the page has loaded", async () => {
    const { loader, loadsBeforePage } = await visit()
    expect(screen.getByRole('banner')).toHaveTextContent(
      fillSpecText(specConstants.appName, { product: productName }),
    )
    const standIn = connectWallet()
    expect(screen.getByText('the page')).toBeVisible()
    expect(loadsBeforePage).toBe(0)
    expect(loader).not.toHaveBeenCalled()
    await stackMounted(standIn)
    expect(loader).toHaveBeenCalledOnce()
    expect(frame()).toBeNull()
  })

  test('CFG-9: a visitor who saves data fetches no wallet code until they come near "Connect Wallet"', async () => {
    const { loader } = await visit({ savesData: true })
    await afterLoadTask()
    expect(loader).not.toHaveBeenCalled()
    const standIn = connectWallet()
    fireEvent.pointerEnter(standIn)
    await stackMounted(standIn)
    expect(loader).toHaveBeenCalledOnce()
  })

  test("BTN-1: 'Connect Wallet' keeps the focus when the wallet code re-creates the header", async () => {
    await visit({ savesData: true })
    const standIn = connectWallet()
    standIn.focus()
    await stackMounted(standIn)
    expect(connectWallet()).toHaveFocus()
  })

  test('CFG-4: a stored connection fetches the wallet code before the page renders, Save-Data or not', async () => {
    const { loader, loadsBeforePage } = await visit({ storedConnection: true, savesData: true })
    expect(loadsBeforePage).toBe(1)
    await stackMounted(connectWallet())
    expect(loader).toHaveBeenCalledOnce()
  })
})

describe("BTN-1: 'Connect Wallet' pressed before the wallet code is there", () => {
  test("BTN-1: the busy frame answers at once; RainbowKit's 'Connect a Wallet' opens over it when the code arrives", async () => {
    const { release } = await visit({ savesData: true, stack: 'held back' })
    fireEvent.pointerDown(connectWallet(), { pointerType: 'mouse', button: 0 })
    const waiting = screen.getByRole('dialog', { name: specText.connectWallet })
    expect(waiting).toHaveAttribute('aria-busy', 'true')
    await release()
    expect(await screen.findByRole('heading', { name: specText.connectAWallet })).toBeVisible()
    await waitFor(() => expect(frame()).toHaveAttribute('aria-hidden', 'true'))
    animationEnd(frame()!)
    expect(frame()).toBeNull()
  })

  test("BTN-1: Escape while it waits closes the frame and gives the focus back to 'Connect Wallet'", async () => {
    await visit({ savesData: true, stack: 'held back' })
    const standIn = connectWallet()
    standIn.focus()
    fireEvent.click(standIn, { detail: 0 })
    expect(screen.getByRole('dialog', { name: specText.connectWallet })).toHaveFocus()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(frame()).toBeNull()
    expect(standIn).toHaveFocus()
  })

  test('behavior: wallet code that fails to load leaves no frame waiting; the next press tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { loader } = await visit({ savesData: true, stack: 'failing' })
    const standIn = connectWallet()
    fireEvent.pointerDown(standIn, { pointerType: 'mouse', button: 0 })
    expect(frame()).not.toBeNull()
    await waitFor(() => expect(frame()).toBeNull())
    expect(error).toHaveBeenCalledWith('The wallet code could not be loaded.', expect.any(Error))
    error.mockRestore()
    fireEvent.pointerDown(standIn, { pointerType: 'mouse', button: 0 })
    expect(frame()).not.toBeNull()
    expect(await screen.findByRole('heading', { name: specText.connectAWallet })).toBeVisible()
    expect(loader).toHaveBeenCalledTimes(2)
  })
})

describe("BTN-1: 'Connect Wallet' with the wallet code there", () => {
  test("BTN-1: a mouse press opens 'Connect a Wallet' without the frame", async () => {
    await visit()
    await stackMounted(connectWallet())
    fireEvent.pointerDown(connectWallet(), { pointerType: 'mouse', button: 0 })
    expect(frame()).toBeNull()
    expect(await screen.findByRole('heading', { name: specText.connectAWallet })).toBeVisible()
    expect(frame()).toBeNull()
  })

  test("BTN-1: a tap answers with the frame first, then 'Connect a Wallet' over it", async () => {
    await visit()
    await stackMounted(connectWallet())
    const button = connectWallet()
    fireEvent.pointerDown(button, { pointerType: 'touch', button: 0 })
    fireEvent.click(button, { detail: 1 })
    expect(screen.getByRole('dialog', { name: specText.connectWallet })).toBeVisible()
    expect(await screen.findByRole('heading', { name: specText.connectAWallet })).toBeVisible()
    expect(frame()).toHaveAttribute('aria-hidden', 'true')
  })
})
