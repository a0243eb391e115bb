import { afterNextPaint } from './afterNextPaint'

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('afterNextPaint', () => {
  test('default: runs once, in a task after the next frame', async () => {
    const run = vi.fn()
    afterNextPaint(run)
    await Promise.resolve()
    expect(run).not.toHaveBeenCalled()
    await nextFrame()
    await expect.poll(() => run).toHaveBeenCalledOnce()
    await nextFrame()
    await nextTask()
    expect(run).toHaveBeenCalledOnce()
  })

  test('behavior: cancelled, before or after the frame, it never runs', async () => {
    const beforeFrame = vi.fn()
    afterNextPaint(beforeFrame)()
    const afterFrame = vi.fn()
    const cancel = afterNextPaint(afterFrame)
    await nextFrame()
    cancel()
    await nextFrame()
    await nextTask()
    expect(beforeFrame).not.toHaveBeenCalled()
    expect(afterFrame).not.toHaveBeenCalled()
  })
})
