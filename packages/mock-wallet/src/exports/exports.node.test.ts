import { expect, test } from 'vitest'
import * as core from './index.ts'
import * as playwright from './playwright.ts'
import * as rainbowkit from './rainbowkit.ts'
import * as wagmi from './wagmi.ts'

// The public surface: a name added, renamed or dropped is a decision, made here on purpose.

test('exports: .', () => {
  expect(Object.keys(core)).toMatchInlineSnapshot(`
    [
      "createMockWallet",
      "DuplicateWalletError",
      "MockWalletError",
      "MockWalletOptionError",
      "NoPendingRequestError",
      "UnknownAccountError",
      "UnknownWalletError",
      "createInjection",
      "mainWalletId",
      "installMockWallet",
      "defaultNamespace",
      "mockWalletNames",
      "controlledWallet",
      "installedWallet",
      "publishWallet",
      "connectAlias",
      "walletErrors",
      "outcomeTypes",
      "anvilTestKeys",
      "walletPresets",
      "promptMethods",
      "scanMethod",
      "walletPersonas",
      "walletScenarios",
    ]
  `)
})

test('exports: ./wagmi', () => {
  expect(Object.keys(wagmi)).toMatchInlineSnapshot(`
    [
      "mockWalletConnector",
    ]
  `)
})

test('exports: ./rainbowkit', () => {
  expect(Object.keys(rainbowkit)).toMatchInlineSnapshot(`
    [
      "testWalletDetails",
      "testWallet",
      "testWalletQr",
    ]
  `)
})

test('exports: ./playwright', () => {
  expect(Object.keys(playwright)).toMatchInlineSnapshot(`
    [
      "NodeFaults",
      "loadMockWalletBundle",
      "mockWalletInitScript",
      "mockWalletFixtures",
      "nodeForwardingArgs",
      "createWalletHandle",
    ]
  `)
})
