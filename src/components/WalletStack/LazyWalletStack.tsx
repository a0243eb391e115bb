import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { appName } from '../../config/appInfo'
import headerStyles from '../Header/Header.module.css'
import { afterNextPaint } from './afterNextPaint'
import { afterPageLoad } from './afterPageLoad'
import { ConnectDialogFrame } from './ConnectDialogFrame'
import { loadInStages } from './loadInStages'
import { type PressInput, ShellConnectButton } from './ShellConnectButton'
import { hasStoredConnection } from './storedConnection'
import { visitorSavesData } from './visitorSavesData'
import type { ConnectModalState } from './WalletStack'

type StackModule = typeof import('./WalletStack')

let loading: Promise<StackModule> | undefined

/** The wallet stack (wagmi, viem, RainbowKit, TanStack Query), fetched and evaluated once. */
function loadWalletStack() {
  loading ??= loadInStages().catch((error: unknown) => {
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

/** The stack comes with the page, and restores the wallet used last (CFG-4). */
const loadsAtOnce = typeof window !== 'undefined' && (loadsWithPage || storedConnectionToRestore())

// A returning visitor's stack is fetched while the page's own code still runs (before hydration).
if (loadsAtOnce) loadWalletStack().catch(() => {})

type Gate = {
  stack: StackModule | null
  /** Intent 1, the visitor may want the modal soon (pointer over, focus, touch): fetch and mount the stack now. */
  prepare: () => void
  /** Intent 2, the visitor asked for the connect modal, by `input`. */
  openConnectModal: (input: PressInput) => void
  /** Ref of the stand-in 'Connect Wallet'. */
  standIn: (element: HTMLButtonElement | null) => () => void
}

const GateContext = createContext<Gate>({
  stack: null,
  prepare: () => {},
  openConnectModal: () => {},
  standIn: () => () => {},
})

/** The app-drawn connect dialog frame: none, answering a press, or fading out under RainbowKit's modal. */
type Frame = 'none' | 'waiting' | 'handed-over'

/**
 * The wallet stack, loaded only when needed: at once when the visitor has a stored connection to
 * restore (CFG-4) or in a flagged build; otherwise once the page has loaded (own-origin chunks
 * only, mounted as a transition that yields to input; not when the visitor saves data), or at
 * the first sign of intent on the stand-in 'Connect Wallet', whichever comes first. Until then
 * the page carries none of wagmi, viem, RainbowKit or TanStack Query.
 *
 * A press on the stand-in opens RainbowKit's connect modal in the same task when its code is
 * mounted and the press is a mouse's or a key's (as RainbowKit's own button does). A tap, or a
 * press before the code is mounted, is answered at once with the app's dialog frame; RainbowKit's
 * modal opens over it after that frame is painted (a phone takes a few hundred milliseconds to
 * render the modal).
 */
export function LazyWalletStack({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<StackModule | null>(null)
  const [frame, setFrame] = useState<Frame>('none')
  const [connectModal, setConnectModal] = useState<ConnectModalState>({
    open: undefined,
    connected: false,
  })
  const standInElement = useRef<HTMLButtonElement | null>(null)
  const standInHadFocus = useRef(false)

  const mount = useCallback((mode: 'urgent' | 'in-background') => {
    loadWalletStack().then(
      (module) => {
        if (mode === 'urgent') setStack(() => module)
        // Rendered in slices the browser can paint and handle input between (a press first).
        else startTransition(() => setStack(() => module))
      },
      (error: unknown) => {
        console.error('The wallet code could not be loaded.', error)
        // No spinner left waiting for it: the next press tries again.
        setFrame((frame) => (frame === 'waiting' ? 'none' : frame))
      },
    )
  }, [])

  useEffect(() => {
    if (loadsAtOnce) {
      mount('urgent')
      return
    }
    if (visitorSavesData()) return
    return afterPageLoad(() => mount('in-background'))
  }, [mount])

  const prepare = useCallback(() => mount('urgent'), [mount])
  const openConnectModal = useCallback(
    (input: PressInput) => {
      if (connectModal.open && input !== 'touch') return connectModal.open()
      setFrame('waiting')
      mount('urgent')
    },
    [connectModal, mount],
  )
  const cancel = useCallback(() => {
    setFrame('none')
    standInElement.current?.focus()
  }, [])
  const gone = useCallback(() => setFrame('none'), [])

  // The frame's hand-over: the stand-in takes the focus first, so RainbowKit's dialog gives it
  // back there when it closes; the frame fades out in the same commit the modal opens.
  useEffect(() => {
    if (frame !== 'waiting') return
    const { open, connected } = connectModal
    if (!open) {
      // A wallet got connected meanwhile (a restored connection): nothing to open.
      if (connected) setFrame('none')
      return
    }
    return afterNextPaint(() => {
      standInElement.current?.focus()
      open()
      setFrame('handed-over')
    })
  }, [frame, connectModal])

  // Mounting the stack re-creates the page below it, the stand-in included: a stand-in that had
  // the focus when it was removed hands it to the one that replaces it.
  const standIn = useCallback((element: HTMLButtonElement | null) => {
    standInElement.current = element
    if (element && standInHadFocus.current) {
      standInHadFocus.current = false
      element.focus()
    }
    return () => {
      standInHadFocus.current = element !== null && document.activeElement === element
      if (standInElement.current === element) standInElement.current = null
    }
  }, [])

  const gate = useMemo(
    () => ({ stack, prepare, openConnectModal, standIn }),
    [stack, prepare, openConnectModal, standIn],
  )

  // The same element while only the gate's own state changes: the providers and the page are
  // not rendered again for it.
  const page = useMemo(() => {
    if (!stack) return children
    const { default: WalletStack, ReportConnectModal } = stack
    return (
      <WalletStack restoreConnection={loadsAtOnce}>
        {children}
        <ReportConnectModal onChange={setConnectModal} />
      </WalletStack>
    )
  }, [stack, children])

  return (
    <GateContext.Provider value={gate}>
      {page}
      {frame !== 'none' && <ConnectDialogFrame state={frame} onCancel={cancel} onGone={gone} />}
    </GateContext.Provider>
  )
}

/** Renders its children only once the wallet stack is loaded (they use wagmi or RainbowKit). */
export function WhenWalletStack({ children }: { children: ReactNode }) {
  return useContext(GateContext).stack ? children : null
}

/**
 * The app's header: while no wallet is connected, the app's own server-rendered 'Connect
 * Wallet' (before and after the wallet code arrives), RainbowKit's account button once one is.
 */
export function AppHeader() {
  const { stack, prepare, openConnectModal, standIn } = useContext(GateContext)
  const button = (
    <ShellConnectButton buttonRef={standIn} onApproach={prepare} onOpen={openConnectModal} />
  )
  if (stack) return <stack.AccountHeader whenDisconnected={button} />
  return (
    <header className={headerStyles.header}>
      <span className={headerStyles.brand}>{appName()}</span>
      {button}
    </header>
  )
}
