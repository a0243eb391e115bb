import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { anvilTestKeys } from '@plaza-social/mock-wallet'
import {
  avatarRecord,
  type EnsFixtureAccount,
  namedWithAvatar,
  namedWithBrokenAvatar,
  namedWithoutAvatar,
} from '@plaza-social/test/accounts'
import { ConnectButton } from '@rainbow-me/rainbowkit'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { connect, getAccount } from 'wagmi/actions'
import { specText } from '../../../fixtures/spec/kitTexts'
import { fakeNodeTransport } from '../../../storybook/node/fakeNode'
import { installBrowserWallet, renderWithProviders } from '../../../unit/renderWithProviders'
import { createAppConfig } from '../../config/wagmi'
import { ProfileAvatar } from './ProfileAvatar'

/** The app's origin for name-service records: it serves the avatars that exist (public/avatars). */
let app: { server: Server; origin: string }
beforeAll(async () => {
  const server = createServer((request, response) => {
    if (request.url !== namedWithAvatar.avatarPath) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  app = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
})
afterAll(() => app?.server.close())

/**
 * An image loads as a browser loads what the server answers: an image, or an error (jsdom
 * loads no images itself).
 */
class FetchedImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  set src(url: string) {
    fetch(url).then(
      (response) =>
        response.ok && response.headers.get('content-type')?.startsWith('image/')
          ? this.onload?.()
          : this.onerror?.(),
      () => this.onerror?.(),
    )
  }
}

let raised: unknown[]
beforeEach(() => {
  raised = []
  vi.stubGlobal('Image', FetchedImage)
  vi.stubGlobal('reportError', (error: unknown) => raised.push(error))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * The app's config on a node whose name service knows `account` (its name and avatar record),
 * the account connected through the Browser Wallet: real name lookups, as the page makes them.
 */
async function connectedAs(account: EnsFixtureAccount) {
  const record = avatarRecord(account, app.origin)
  const node = {
    ensNames: account.name ? { [account.address]: account.name } : {},
    ensAvatars: account.name && record ? { [account.name]: record } : {},
  }
  installBrowserWallet({ privateKeys: [anvilTestKeys[account.index]!] })
  const config = createAppConfig({
    projectId: 'test-project',
    storage: null,
    transportFor: (chain) => fakeNodeTransport(chain.id, node),
  })
  await connect(config, { connector: config.connectors.find(({ id }) => id === 'injected')! })
  return { config, record }
}

/** Opens the account modal from RainbowKit's account button, once it names the account. */
async function openAccountModal(name: string) {
  const button = await screen.findByTestId('rk-account-button')
  await waitFor(() => expect(button).toHaveTextContent(name))
  fireEvent.click(button)
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByRole('heading', { name })
  return dialog
}

describe("the account's avatar, from the name service", () => {
  test('ACC-1: an avatar that loads is shown in the account modal; no error', async () => {
    const { config, record } = await connectedAs(namedWithAvatar)
    renderWithProviders(<ConnectButton />, { config })
    const dialog = await openAccountModal(namedWithAvatar.name)
    await waitFor(() =>
      expect(within(dialog).getByTestId('profile-avatar')).toHaveAttribute('data-avatar', 'image'),
    )
    expect(within(dialog).getByTestId('profile-avatar').style.backgroundImage).toContain(record)
    expect(raised).toEqual([])
  })

  test('ACC-5, ERR-AVATAR: an avatar record naming a missing file raises an error; the modal shows the fallback avatar and still works', async () => {
    const { config, record } = await connectedAs(namedWithBrokenAvatar)
    renderWithProviders(<ConnectButton />, { config })
    const dialog = await openAccountModal(namedWithBrokenAvatar.name)
    await waitFor(() =>
      expect(raised).toEqual([
        expect.objectContaining({
          name: 'AvatarUnavailableError',
          avatar: record,
          shortMessage: `The avatar of ${namedWithBrokenAvatar.name} could not be loaded.`,
        }),
      ]),
    )
    expect(within(dialog).getByTestId('profile-avatar')).toHaveAttribute('data-avatar', 'failed')
    expect(within(dialog).getByTestId('profile-avatar').style.backgroundImage).not.toContain('url(')

    // The button's name repeats its icon's title in jsdom: 'Disconnect Disconnect'.
    fireEvent.click(
      within(dialog).getByRole('button', { name: new RegExp(`^${specText.disconnect}\\b`) }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getAccount(config).status).toBe('disconnected')
  })

  test('ACC-1: a name without an avatar record gets the fallback and no error', async () => {
    const { config } = await connectedAs(namedWithoutAvatar)
    renderWithProviders(<ConnectButton />, { config })
    const dialog = await openAccountModal(namedWithoutAvatar.name)
    expect(within(dialog).getByTestId('profile-avatar')).toHaveAttribute('data-avatar', 'fallback')
    expect(raised).toEqual([])
  })

  test('ERR-AVATAR: an avatar image that does not load raises an error and leaves the fallback', async () => {
    // RainbowKit hands the avatar component the name service's image; this one fails to load.
    const { config } = await connectedAs(namedWithoutAvatar)
    const image = `${app.origin}/avatars/gone.svg`
    renderWithProviders(
      <ProfileAvatar address={namedWithoutAvatar.address} ensImage={image} size={40} />,
      { config },
    )
    const avatar = screen.getByTestId('profile-avatar')
    await waitFor(() => expect(avatar).toHaveAttribute('data-avatar', 'failed'))
    expect(avatar.style.backgroundImage).not.toContain('url(')
    // React commits 'failed' first and raises the error in the effect after it.
    await waitFor(() =>
      expect(raised).toEqual([
        expect.objectContaining({ name: 'AvatarUnavailableError', avatar: image }),
      ]),
    )
  })
})
