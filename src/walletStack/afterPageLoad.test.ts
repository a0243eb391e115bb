import { afterPageLoad } from './afterPageLoad'

describe('afterPageLoad', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(document, 'readyState')
  })

  function pageStillLoading() {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
  }

  test('default: a loaded page runs it in a task of its own', () => {
    const run = vi.fn()
    afterPageLoad(run)
    expect(run).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(run).toHaveBeenCalledOnce()
  })

  test('behavior: a loading page runs it after its load event, once', () => {
    pageStillLoading()
    const run = vi.fn()
    afterPageLoad(run)
    vi.runAllTimers()
    expect(run).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    window.dispatchEvent(new Event('load'))
    vi.runAllTimers()
    expect(run).toHaveBeenCalledOnce()
  })

  test('behavior: cancelled before the load event, or before its task, it never runs', () => {
    pageStillLoading()
    const beforeLoad = vi.fn()
    afterPageLoad(beforeLoad)()
    window.dispatchEvent(new Event('load'))
    Reflect.deleteProperty(document, 'readyState')
    const beforeTask = vi.fn()
    afterPageLoad(beforeTask)()
    vi.runAllTimers()
    expect(beforeLoad).not.toHaveBeenCalled()
    expect(beforeTask).not.toHaveBeenCalled()
  })
})
