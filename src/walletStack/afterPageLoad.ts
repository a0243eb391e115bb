function onceLoaded(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run()
    return () => {}
  }
  window.addEventListener('load', run, { once: true })
  return () => window.removeEventListener('load', run)
}

/** Runs `run` in a task of its own once the page's load event is over; returns a cancel function. */
export function afterPageLoad(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stopWaiting = onceLoaded(() => {
    timer = setTimeout(run, 0)
  })
  return () => {
    stopWaiting()
    clearTimeout(timer)
  }
}
