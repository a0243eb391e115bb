import { fireEvent, render, screen } from '@testing-library/react'
import { specText } from '../../fixtures/spec/kitTexts'
import { animationEnd } from '../../unit/animationEnd'
import { ConnectDialogFrame } from './ConnectDialogFrame'

function renderFrame(state: 'waiting' | 'handed-over') {
  const calls: string[] = []
  const frame = (
    <ConnectDialogFrame
      state={state}
      onCancel={() => calls.push('cancel')}
      onGone={() => calls.push('gone')}
    />
  )
  const { container, rerender } = render(frame)
  const dialog = container.querySelector<HTMLElement>('[data-testid="plaza-connect-frame"]')!
  return { dialog, calls, rerender }
}

describe("BTN-1: the dialog frame 'Connect Wallet' answers a press at once", () => {
  test('BTN-1: while waiting it is a busy modal dialog with the focus', () => {
    renderFrame('waiting')
    const dialog = screen.getByRole('dialog', { name: specText.connectWallet })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAttribute('aria-busy', 'true')
    expect(dialog).not.toHaveAttribute('aria-hidden')
    expect(dialog).not.toHaveAttribute('inert')
    expect(dialog).toHaveFocus()
  })

  test('BTN-1: Escape, or a press on the backdrop, cancels while waiting; a press inside does not', () => {
    const { dialog, calls } = renderFrame('waiting')
    fireEvent.keyDown(document, { key: 'Enter' })
    fireEvent.click(dialog.firstElementChild!)
    animationEnd(dialog)
    expect(calls).toEqual([])
    fireEvent.keyDown(document, { key: 'Escape' })
    fireEvent.click(dialog)
    expect(calls).toEqual(['cancel', 'cancel'])
  })

  test('BTN-1: handed over it is hidden and inert, ignores Escape and presses, and is gone after its own fade', () => {
    const { dialog, calls } = renderFrame('handed-over')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(dialog).toHaveAttribute('aria-hidden', 'true')
    expect(dialog).toHaveAttribute('aria-busy', 'false')
    expect(dialog).toHaveAttribute('inert')
    fireEvent.keyDown(document, { key: 'Escape' })
    fireEvent.click(dialog)
    animationEnd(dialog.firstElementChild!)
    expect(calls).toEqual([])
    animationEnd(dialog)
    expect(calls).toEqual(['gone'])
  })

  test('BTN-1: once handed over, Escape no longer cancels', () => {
    const { calls, rerender } = renderFrame('waiting')
    rerender(
      <ConnectDialogFrame
        state="handed-over"
        onCancel={() => calls.push('cancel')}
        onGone={() => {}}
      />,
    )
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(calls).toEqual([])
  })
})
