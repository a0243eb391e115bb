declare global {
  /**
   * Set by storybook/vitest.setup.ts: the story's timers (setTimeout) on a clock the play function
   * moves itself. The Storybook UI has none: its timers run on the wall clock.
   */
  var __storyClock:
    | { pause: () => void; move: (ms: number) => void; resume: () => void }
    | undefined
}

/** The story clock, under vitest; undefined in the Storybook UI. */
export const storyClock = () => globalThis.__storyClock

/**
 * Moves the paused clock on by `ms`, then lets the page finish what that started without moving
 * it further: the renders the fired timers queue on message tasks (React's scheduler).
 */
export async function moveStoryClock(ms: number) {
  globalThis.__storyClock?.move(ms)
  for (let turn = 0; turn < 3; turn++)
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve()
      channel.port2.postMessage(null)
    })
}
