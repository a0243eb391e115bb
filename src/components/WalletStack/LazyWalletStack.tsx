import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { appName } from '../../config/appInfo'
import { connectWalletLabel } from '../../config/constants'
import headerStyles from '../Header/Header.module.css'
import styles from './ShellConnectButton.module.css'
import { hasStoredConnection } from './storedConnection'

type StackModule = typeof import('./WalletStack')

let loading: Promise<StackModule> | undefined

/** The wallet stack's chunk (wagmi, viem, RainbowKit, TanStack Query), fetched once. */
function loadWalletStack() {
  loading ??= import('./WalletStack').catch((error: unknown) => {
    loading = undefined // a failed fetch is tried again on the next intent
    throw error
  })
  return loading
}

/** Flagged builds (mock wallet, Wallet Lab, test transactions) load the stack with the page. */
const loadsWithPage = process.env.NEXT_PUBLIC_MOCK_WALLET === '1'

function storedConnectionToRestore() {
  try {
    return hasStoredConnection(window.localStorage)
  } catch {
    return false // storage blocked: nothing to restore
  }
}

/** The stack comes with the page, not on intent: and then it restores the wallet used last (CFG-4). */
const loadsAtOnce = typeof window !== 'undefined' && (loadsWithPage || storedConnectionToRestore())

// A returning visitor's stack is fetched while the page's own code still runs (before hydration).
if (loadsAtOnce) loadWalletStack().catch(() => {})

type Gate = {
  stack: StackModule | null
  /** Fetch the stack (hover, focus, touch); `open`: the visitor clicked, open the modal once it is here. */
  request(open: boolean): void
}

const GateContext = createContext<Gate>({ stack: null, request: () => {} })

const shellAttribute = 'data-shell-connect'

/**
 * The wallet stack, loaded only when needed (issue #9): at once when the visitor has a stored
 * connection to restore (auto-connect, CFG-4) or in a flagged build, otherwise on the first
 * sign of intent on the stand-in 'Connect Wallet' button. Until then the page carries none of
 * wagmi, viem, RainbowKit or TanStack Query.
 */
export function LazyWalletStack({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<StackModule | null>(null)
  const [openPending, setOpenPending] = useState(false)
  /** The stand-in had focus: the real button takes it over before the modal opens. */
  const [handoff, setHandoff] = useState(false)

  const load = useCallback(() => {
    loadWalletStack().then(
      (module) => {
        setHandoff(document.activeElement?.hasAttribute(shellAttribute) ?? false)
        setStack(() => module)
      },
      (error: unknown) => console.error('The wallet code could not be loaded.', error),
    )
  }, [])

  useEffect(() => {
    if (loadsAtOnce) load()
  }, [load])

  const request = useCallback(
    (open: boolean) => {
      if (open) setOpenPending(true)
      load()
    },
    [load],
  )
  const opened = useCallback(() => setOpenPending(false), [])
  const gate = useMemo(() => ({ stack, request }), [stack, request])

  // Focus first, then the modal: RainbowKit's dialog takes focus when it opens and gives it back
  // to the element focused before, the real 'Connect Wallet' (the stand-in is gone by then).
  useEffect(() => {
    if (!stack || !handoff) return
    let frame = 0
    let tries = 0
    const focus = () => {
      const button = document.querySelector<HTMLElement>('[data-testid="rk-connect-button"]')
      if (button || tries++ >= 60) {
        button?.focus()
        setHandoff(false)
      } else frame = requestAnimationFrame(focus)
    }
    frame = requestAnimationFrame(focus)
    return () => cancelAnimationFrame(frame)
  }, [stack, handoff])

  if (!stack) return <GateContext.Provider value={gate}>{children}</GateContext.Provider>
  const { default: WalletStack, OpenConnectModal } = stack
  return (
    <GateContext.Provider value={gate}>
      <WalletStack restoreConnection={loadsAtOnce}>
        {children}
        {openPending && !handoff && <OpenConnectModal onOpened={opened} />}
      </WalletStack>
    </GateContext.Provider>
  )
}

/** Renders its children only once the wallet stack is loaded (they use wagmi or RainbowKit). */
export function WhenWalletStack({ children }: { children: ReactNode }) {
  return useContext(GateContext).stack ? children : null
}

/** The app's header: RainbowKit's once the stack is here, a server-rendered stand-in before. */
export function AppHeader() {
  const { stack } = useContext(GateContext)
  if (stack) return <stack.Header />
  return (
    <header className={headerStyles.header}>
      <span className={headerStyles.brand}>{appName()}</span>
      <ShellConnectButton />
    </header>
  )
}

/** Looks and reads like RainbowKit's 'Connect Wallet'; any intent fetches the real one. */
function ShellConnectButton() {
  const { request } = useContext(GateContext)
  const prefetch = () => request(false)
  return (
    <button
      type="button"
      className={styles.button}
      data-testid="rk-connect-button"
      {...{ [shellAttribute]: '' }}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onPointerDown={(event) => {
        if (event.button === 0) request(true)
      }}
      onClick={() => request(true)}
    >
      {connectWalletLabel}
    </button>
  )
}
