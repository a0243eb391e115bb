import { HttpRequestError } from 'viem'
import { SignatureCheckUnavailableError } from '../../errors/auth'
import { logAuthProblem } from './authLog'

describe('the sign-in log (issue 16 items 8, 13)', () => {
  test("ERR-SIWE: a node's failure is logged with its cause, never with the node's path or credentials", () => {
    const lines: string[] = []
    const spy = vi
      .spyOn(console, 'error')
      .mockImplementation((line: string) => void lines.push(line))
    try {
      const cause = new HttpRequestError({
        url: 'https://user:pw@node.example/v2/secret-key-123?apikey=also-secret',
        status: 503,
        details: 'upstream https://node.example/v2/secret-key-123 unavailable',
      })
      logAuthProblem('verify', new SignatureCheckUnavailableError({ chainId: 10, cause }))
    } finally {
      spy.mockRestore()
    }
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(
      'SignatureCheckUnavailableError: Error verifying signature, please retry!',
    )
    expect(lines[0]).toContain('HttpRequestError: HTTP request failed.')
    expect(lines[0]).toContain('https://node.example/…')
    for (const secret of ['secret-key-123', 'also-secret', 'user:pw'])
      expect(lines[0]).not.toContain(secret)
  })
})
