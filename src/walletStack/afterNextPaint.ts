/**
 * Runs `run` after the browser has painted the next frame (a task queued from that frame's
 * animation callback runs once the frame is presented); returns a cancel function. What was
 * committed before is on screen when `run` starts, however long `run` takes.
 */
export function afterNextPaint(run: () => void): () => void {
  let cancelled = false
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    if (!cancelled) run()
  }
  const frame = requestAnimationFrame(() => channel.port2.postMessage(null))
  return () => {
    cancelled = true
    cancelAnimationFrame(frame)
    channel.port1.close()
  }
}
