import { expect, test } from 'vitest'
import * as core from './index.ts'
import * as playwright from './playwright.ts'
import * as rainbowkit from './rainbowkit.ts'
import * as wagmi from './wagmi.ts'

// The public surface: a name added, renamed or dropped is a decision, made here on purpose.

test('exports: ., ./wagmi, ./rainbowkit, ./playwright', () => {
  expect({
    '.': Object.keys(core),
    './wagmi': Object.keys(wagmi),
    './rainbowkit': Object.keys(rainbowkit),
    './playwright': Object.keys(playwright),
  }).toMatchInlineSnapshot(`
    {
      ".": [
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
      ],
      "./playwright": [
        "NodeFaults",
        "loadMockWalletBundle",
        "mockWalletInitScript",
        "mockWalletFixtures",
        "nodeForwardingArgs",
        "createWalletHandle",
      ],
      "./rainbowkit": [
        "testWalletDetails",
        "testWallet",
        "testWalletQr",
      ],
      "./wagmi": [
        "mockWalletConnector",
      ],
    }
  `)
})
