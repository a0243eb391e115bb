import { specConstants } from '../../fixtures/spec/constants'
import { appName } from './appInfo'

describe('the app name (§1)', () => {
  test('CFG-1: the app name is "{product} Social", Plaza by default', () => {
    const named = (product: string) => specConstants.appName.replace('{product}', product)
    expect(appName(undefined)).toBe(named(specConstants.defaultProduct))
    expect(appName('Agora')).toBe(named('Agora'))
    expect(appName('  ')).toBe(named(specConstants.defaultProduct))
  })
})
