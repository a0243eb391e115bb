/// <reference types="vite/client" />
import { PlazaError } from '@plaza-social/errors'
import * as wagmiCore from '@wagmi/core'
import * as viem from 'viem'
import * as viemAccounts from 'viem/accounts'
import * as viemSiwe from 'viem/siwe'
import * as wagmi from 'wagmi'
import * as wagmiActions from 'wagmi/actions'
import * as wagmiConnectors from 'wagmi/connectors'

/** Every module of src/errors, so a new error module is checked without being listed here. */
const errorModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
})

const appErrorClasses = Object.entries(errorModules).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(
      ([, value]) =>
        typeof value === 'function' &&
        (value === PlazaError || value.prototype instanceof PlazaError),
    )
    .map(([name, value]) => ({ path, name, className: (value as { name: string }).name })),
)

const libraryNames = new Set(
  [wagmi, wagmiCore, wagmiActions, wagmiConnectors, viem, viemAccounts, viemSiwe].flatMap(
    (library) => Object.keys(library),
  ),
)

describe("the app's error classes", () => {
  test('behavior: every module of src/errors is checked', () => {
    expect(Object.keys(errorModules)).toEqual(
      expect.arrayContaining(['./connector.ts', './config.ts', './auth.ts']),
    )
    expect(appErrorClasses.length).toBeGreaterThan(10)
  })

  test("behavior: no class shares a name with a wagmi or viem export (an instanceof trap: wagmi's ConnectorNotFoundError)", () => {
    expect(libraryNames).toContain('ConnectorNotFoundError')
    const clashes = appErrorClasses.filter(
      ({ name, className }) => libraryNames.has(name) || libraryNames.has(className),
    )
    expect(clashes).toEqual([])
  })

  test('behavior: each class is exported under its own name', () => {
    for (const { name, className } of appErrorClasses) expect(className).toBe(name)
  })
})
