import { fireEvent } from '@testing-library/react'

/** An element's CSS animation ends; jsdom has no AnimationEvent, so React listens for the prefixed name. */
export const animationEnd = (element: Element) =>
  fireEvent(element, new Event('webkitAnimationEnd', { bubbles: true }))
