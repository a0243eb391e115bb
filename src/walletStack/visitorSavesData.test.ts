import { visitorSavesData } from './visitorSavesData'

describe('visitorSavesData', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'connection'))

  function connection(value: object) {
    Object.defineProperty(navigator, 'connection', { value, configurable: true })
  }

  test('default: a browser without network information does not save data', () => {
    expect(visitorSavesData()).toBe(false)
  })

  test('parameters: saveData', () => {
    connection({ saveData: true })
    expect(visitorSavesData()).toBe(true)
    connection({ saveData: false })
    expect(visitorSavesData()).toBe(false)
    connection({})
    expect(visitorSavesData()).toBe(false)
  })
})
