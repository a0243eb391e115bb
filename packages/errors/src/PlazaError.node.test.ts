import { BaseError } from 'viem'
import { PlazaError } from './PlazaError'

describe('PlazaError', () => {
  test('default: the message is the short message alone', () => {
    const error = new PlazaError('Something failed.')
    expect(error).toMatchInlineSnapshot(`[PlazaError: Something failed.]`)
    expect(error.shortMessage).toBe('Something failed.')
    expect(error.message).toBe(error.shortMessage)
    expect(error).toBeInstanceOf(Error)
  })

  test('parameters: details', () => {
    expect(new PlazaError('Something failed.', { details: 'Try again.' })).toMatchInlineSnapshot(`
      [PlazaError: Something failed.

      Details: Try again.]
    `)
  })

  test('parameters: docsPath, docsSlug', () => {
    const error = new PlazaError('Something failed.', {
      docsPath: 'docs/environment.md',
      docsSlug: 'the-app-and-its-build',
    })
    expect(error).toMatchInlineSnapshot(`
      [PlazaError: Something failed.

      Docs: ./docs/environment.md#the-app-and-its-build]
    `)
    expect(error.docsPath).toBe('docs/environment.md')
  })

  test('parameters: metaMessages, docsPath, details', () => {
    expect(
      new PlazaError('Something failed.', {
        metaMessages: ['Method: eth_chainId', 'Value: "abc"'],
        docsPath: 'README.md',
        details: 'Expected a chain id.',
      }),
    ).toMatchInlineSnapshot(`
      [PlazaError: Something failed.

      Method: eth_chainId
      Value: "abc"

      Docs: ./README.md
      Details: Expected a chain id.]
    `)
  })

  test('behavior: a cause is kept, never copied into the message', () => {
    const cause = new Error('https://user:secret@node.example/key')
    const error = new PlazaError('Something failed.', { cause })
    expect(error.cause).toBe(cause)
    expect(error.message).toBe('Something failed.')
    expect(error.details).toBeUndefined()
  })

  test('behavior: a subclass names itself', () => {
    class ExampleFailedError extends PlazaError {
      override name = 'ExampleFailedError'
    }
    expect(new ExampleFailedError('Example failed.')).toMatchInlineSnapshot(
      `[ExampleFailedError: Example failed.]`,
    )
  })
})

describe('PlazaError.walk', () => {
  const innermost = new Error('the node refused')
  const middle = new BaseError('viem failed', { cause: innermost })
  const error = new PlazaError('Something failed.', { cause: middle })

  test('default: the innermost cause', () => {
    expect(error.walk()).toBe(innermost)
    expect(new PlazaError('Alone.').walk()).toBeInstanceOf(PlazaError)
  })

  test('parameters: a predicate, matched outermost first', () => {
    expect(error.walk((cause) => cause instanceof BaseError)).toBe(middle)
    expect(error.walk((cause) => cause instanceof Error)).toBe(error)
  })

  test('behavior: null when nothing matches', () => {
    expect(error.walk((cause) => cause === 'nothing')).toBeNull()
  })

  test('behavior: a cycle of causes ends the walk', () => {
    const first = new Error('first')
    const second = new Error('second', { cause: first })
    Object.assign(first, { cause: second })
    const cyclic = new PlazaError('Cyclic.', { cause: first })
    expect(cyclic.walk()).toBe(second)
    expect(cyclic.walk((cause) => cause === 'nothing')).toBeNull()
  })

  test('behavior: a cause that is not an error is reached too', () => {
    const withCode = { code: 4001, message: 'User rejected' }
    expect(new PlazaError('Rejected.', { cause: withCode }).walk()).toBe(withCode)
  })
})
