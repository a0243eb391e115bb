import { fireEvent, render, screen } from '@testing-library/react'
import { ShellConnectButton } from './ShellConnectButton'

function renderButton() {
  const intents: string[] = []
  render(
    <ShellConnectButton
      buttonRef={null}
      onApproach={() => intents.push('approach')}
      onOpen={(input) => intents.push(`open:${input}`)}
    />,
  )
  return { button: screen.getByRole('button', { name: 'Connect Wallet' }), intents }
}

describe("BTN-1: the stand-in 'Connect Wallet' names what the visitor did", () => {
  test('BTN-1: a mouse opens on its press, with the focus on the button; its click opens nothing more', () => {
    const { button, intents } = renderButton()
    fireEvent.pointerDown(button, { pointerType: 'mouse', button: 0 })
    expect(button).toHaveFocus()
    fireEvent.click(button, { detail: 1 })
    expect(intents).toEqual(['approach', 'open:pointer'])
  })

  test('BTN-1: a tap opens on its click, as a touch; touching first only prepares', () => {
    const { button, intents } = renderButton()
    fireEvent.touchStart(button)
    fireEvent.pointerDown(button, { pointerType: 'touch', button: 0 })
    fireEvent.click(button, { detail: 1 })
    expect(intents).toEqual(['approach', 'open:touch'])
  })

  test('BTN-1: Enter or Space (a click with no press) opens as the keyboard; focus prepares', () => {
    const { button, intents } = renderButton()
    button.focus()
    fireEvent.click(button, { detail: 0 })
    expect(intents).toEqual(['approach', 'open:keyboard'])
  })

  test('BTN-1: a right-button press opens nothing', () => {
    const { button, intents } = renderButton()
    fireEvent.pointerDown(button, { pointerType: 'mouse', button: 2 })
    expect(intents).toEqual([])
  })
})
