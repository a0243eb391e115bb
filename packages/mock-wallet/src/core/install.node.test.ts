import { describe, expect, test } from 'vitest'
import { createMockWallet } from './createMockWallet.ts'
import { installMockWallet } from './install.ts'
import type { Eip6963Info } from './walletPresets.ts'

const wallet = () => createMockWallet({ chains: [{ id: 1, name: 'Ethereum', rpcUrl: '' }] })

/** A window stand-in: events plus the `ethereum` slot. */
const fakeWindow = () =>
  new EventTarget() as unknown as Window & { ethereum?: Record<string, unknown> }

function announcements(target: Window) {
  const seen: { info: Eip6963Info; provider: Record<string, unknown> }[] = []
  target.addEventListener('eip6963:announceProvider', (event) =>
    seen.push((event as CustomEvent).detail),
  )
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return seen
}

describe('installing the mock wallet in a window', () => {
  test("'injected' sets window.ethereum with the impersonation flags; removal deletes it", async () => {
    const target = fakeWindow()
    const remove = installMockWallet(target, wallet(), { flags: { isBraveWallet: true } })
    expect(target.ethereum).toMatchObject({ isBraveWallet: true, isTestMockWallet: true })
    const request = target.ethereum?.request as (a: unknown) => Promise<unknown>
    expect(await request({ method: 'eth_chainId' })).toBe('0x1')
    expect(announcements(target)).toEqual([])
    remove()
    expect(target.ethereum).toBeUndefined()
  })

  test("'eip6963' announces each preset (name, icon data URI, rdns, uuid) on every request, and no window.ethereum", () => {
    const target = fakeWindow()
    installMockWallet(target, wallet(), { as: 'eip6963', announce: ['metaMask', 'brave'] })
    expect(target.ethereum).toBeUndefined()
    const [metaMask, brave] = announcements(target)
    expect(metaMask?.info).toMatchObject({ name: 'MetaMask', rdns: 'io.metamask' })
    expect(metaMask?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(metaMask?.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(metaMask?.provider.isMetaMask).toBe(true)
    expect(brave?.info).toMatchObject({ name: 'Brave Wallet', rdns: 'com.brave.wallet' })
    expect(brave?.info.uuid).not.toBe(metaMask?.info.uuid)
  })

  test("'eip6963' announces the Test Wallet under the namespace's rdns, or the identity given", () => {
    const target = fakeWindow()
    installMockWallet(target, wallet(), { as: 'eip6963', namespace: 'acme' })
    const [own] = announcements(target)
    expect(own?.info).toMatchObject({ name: 'Test Wallet', rdns: 'mockwallet.acme' })
    expect(own?.provider.isAcmeMockWallet).toBe(true)

    const other = fakeWindow()
    installMockWallet(other, wallet(), { as: 'eip6963', identity: { rdns: 'com.example.qa' } })
    expect(announcements(other)[0]?.info.rdns).toBe('com.example.qa')
  })

  test("'none' and 'app' install nothing (no wallet in the browser)", () => {
    for (const as of ['none', 'app'] as const) {
      const target = fakeWindow()
      installMockWallet(target, wallet(), { as })
      expect(target.ethereum).toBeUndefined()
      expect(announcements(target)).toEqual([])
    }
  })
})
