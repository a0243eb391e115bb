import { createServer } from 'node:net'

/** Whether nothing listens on `host:port` now (checked by binding it for a moment). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/**
 * The first block of `span` free ports at `preferred`, or past it in steps of
 * `stride`: a worker keeps its own ports unless another run (say, a second
 * engineer's tests on the same machine) holds them.
 */
export async function findFreeBasePort(
  preferred: number,
  { span = 20, stride = 320, limit = 32_768 } = {},
): Promise<number> {
  for (let base = preferred; base + span <= limit; base += stride) {
    const free = await Promise.all(
      Array.from({ length: span }, (_, offset) => isPortFree(base + offset)),
    )
    if (free.every(Boolean)) return base
  }
  return preferred
}
