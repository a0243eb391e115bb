import { AppOriginMissingError, InvalidAppOriginError } from '../../errors/auth'
import { resolveAppOrigin } from './appOrigin'

describe('the configured app origin (issue 16 item 1)', () => {
  test('CON-8: APP_ORIGIN gives the origin, host and scheme sign-in messages must name', () => {
    expect(
      resolveAppOrigin({ APP_ORIGIN: 'https://plaza.example', NODE_ENV: 'production' }),
    ).toEqual({
      origin: 'https://plaza.example',
      host: 'plaza.example',
      scheme: 'https',
    })
    expect(resolveAppOrigin({ APP_ORIGIN: 'http://127.0.0.1:4150/' })).toEqual({
      origin: 'http://127.0.0.1:4150',
      host: '127.0.0.1:4150',
      scheme: 'http',
    })
  })

  test('CON-8: required unless NODE_ENV is explicitly development or test, where localhost:PORT stands in', () => {
    for (const NODE_ENV of ['production', 'staging', undefined])
      expect(() => resolveAppOrigin({ NODE_ENV })).toThrow(AppOriginMissingError)
    expect(resolveAppOrigin({ NODE_ENV: 'development', PORT: '4300' }).origin).toBe(
      'http://localhost:4300',
    )
    expect(resolveAppOrigin({ NODE_ENV: 'test' }).origin).toBe('http://localhost:3000')
  })

  test('CON-8: anything but a bare http(s) origin is refused', () => {
    for (const APP_ORIGIN of [
      'plaza.example',
      'https://plaza.example/app',
      'https://plaza.example?x=1',
      'https://user:pass@plaza.example',
      'ftp://plaza.example',
      'javascript:alert(1)',
    ])
      expect(() => resolveAppOrigin({ APP_ORIGIN })).toThrow(InvalidAppOriginError)
  })
})
