import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { Header } from '../components/Header/Header'
import { devBuild } from '../dev/devBuild'
import { afterPageLoad } from './afterPageLoad'
import { ConnectDialogFrame } from './ConnectDialogFrame'
import { ConnectFrameContext } from './connectFrame'
import { loadInStages } from './loadInStages'
import { ShellConnectButton } from './ShellConnectButton'
import { hasStoredConnection } from './storedConnection'
import { visitorSavesData } from './visitorSavesData'

type StackModule = typeof import('./WalletStack')

let loading: Promise<StackModule> | undefined

/** The wallet stack (wagmi, viem, RainbowKit, TanStack Query), fetched and evaluated once. */
function loadWalletStack() {
  loading ??= loadInStages().catch((error: unknown) => {
    loading = undefined // a failed fetch is tried again on the next call
    throw error
  })
  return loading
}

/** The page restores the wallet used last (CFG-4), decided before any wallet code runs. */
const restoresConnection = typeof window !== 'undefined' && (devBuild || hasStoredConnection())

/** Keeps the stand-in 'Connect Wallet' and its focus across the page's re-creation. */
function useStandIn() {
  const element = useRef<HTMLButtonElement | null>(null)
  const hadFocus = useRef(false)
  // Mounting the stack re-creates the page below it, the stand-in included: a stand-in that had
  // the focus when it was removed hands it to the one that replaces it.
  const ref = useCallback((button: HTMLButtonElement | null) => {
    element.current = button
    if (button && hadFocus.current) {
      hadFocus.current = false
      button.focus()
    }
    return () => {
      hadFocus.current = button !== null && document.activeElement === button
      if (element.current === button) element.current = null
    }
  }, [])
  const focus = useCallback(() => element.current?.focus(), [])
  return { ref, focus }
}

/**
 * The application shell around every page, and the wallet stack loaded only when needed: at once
 * when the page restores a connection; otherwise once the page has loaded (own-origin chunks
 * only, mounted as a transition that yields to input; not when the visitor saves data), or at
 * the first sign of intent on the stand-in 'Connect Wallet', whichever comes first. Until then the
 * page carries none of wagmi, viem, RainbowKit or TanStack Query, and its header holds the
 * server-rendered stand-in.
 *
 * A press before the stack is mounted is answered at once with the app's dialog frame; the stack
 * opens RainbowKit's modal over it once it can (AppConnectButton.tsx).
 */
export function WalletShell({ children }: { children: ReactNode }) {
  // A page that restores a connection starts fetching the stack as the shell renders, before the
  // page below it is hydrated; the effect below mounts it. A later render finds it started.
  if (restoresConnection) loadWalletStack().catch(() => {})
  const [stack, setStack] = useState<StackModule | null>(null)
  const [frame, setFrame] = useState<'none' | 'waiting' | 'handed-over'>('none')
  const { ref: standInRef, focus: focusStandIn } = useStandIn()

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
    if (restoresConnection) {
      mount('urgent')
      return
    }
    if (visitorSavesData()) return
    return afterPageLoad(() => mount('in-background'))
  }, [mount])

  const prepare = useCallback(() => mount('urgent'), [mount])
  const wait = useCallback(() => setFrame('waiting'), [])
  const close = useCallback(() => setFrame('none'), [])
  const cancel = useCallback(() => {
    setFrame('none')
    focusStandIn()
  }, [focusStandIn])
  const handOver = useCallback(
    (openConnectModal: () => void) => {
      // RainbowKit's dialog gives the focus back, when it closes, to where it was when it opened.
      focusStandIn()
      openConnectModal()
      setFrame('handed-over')
    },
    [focusStandIn],
  )
  const waiting = frame === 'waiting'
  const connectFrame = useMemo(
    () => ({ waiting, wait, handOver, close, standIn: standInRef }),
    [waiting, wait, handOver, close, standInRef],
  )

  // The same element while only the frame changes: the providers and the page are not rendered
  // again for it.
  const page = useMemo(() => {
    if (stack)
      return (
        <stack.WalletStack restoreConnection={restoresConnection}>{children}</stack.WalletStack>
      )
    const open = () => {
      wait()
      prepare()
    }
    return (
      <>
        <Header
          button={<ShellConnectButton buttonRef={standInRef} onApproach={prepare} onOpen={open} />}
        />
        {children}
      </>
    )
  }, [stack, children, wait, prepare, standInRef])

  return (
    <ConnectFrameContext.Provider value={connectFrame}>
      {page}
      {frame !== 'none' && <ConnectDialogFrame state={frame} onCancel={cancel} onGone={close} />}
    </ConnectFrameContext.Provider>
  )
}
