import { expect, screen, userEvent, within } from 'storybook/test'
import { specAppTexts } from '../../fixtures/spec/appTexts'
import { specConstants } from '../../fixtures/spec/constants'
import { specText } from '../../fixtures/spec/kitTexts'
import { errorCorrectionLevelOf } from '../../unit/qrCodeLevel'
import { openedLinks } from '../externalLinks'
import { testWalletId, testWalletQrId } from '../storyWallet'
import { type ModalStory, openModalMeta } from './OpenModal'
import { backButton, type Dialog, openDialog, rowWith, visible } from './queries'

export default { title: 'Spec/Connect modal', ...openModalMeta('connect') }

const back = async () => userEvent.click(backButton(await openDialog()))

/** The info button beside the title: the compact modal's way to 'What is a Wallet?' under the app's additions. */
const whatIsAWallet = async (modal: Dialog) =>
  userEvent.click(await modal.findByRole('button', { name: 'Info' }))

const walletOption = async (id: string) =>
  (await openDialog()).findByTestId(`rk-wallet-option-${id}`)

/** Picks the wallet whose option is `rk-wallet-option-<id>` in the open connect modal. */
async function pickWallet(id: string) {
  const modal = await openDialog()
  await userEvent.click(await walletOption(id))
  return modal
}

export const GroupsAndRecent: ModalStory = {
  name: "CON-1: Wallets grouped by group name, 'Recent' on a recently used one",
  parameters: { wallet: { recent: [testWalletId] } },
  play: async () => {
    const modal = await openDialog()
    await visible(() => modal.findByTestId('rk-connect-header-label'))
    await expect(modal.getByTestId('rk-connect-header-label')).toHaveTextContent(
      specText.connectAWallet,
    )
    await expect(modal.getByText(specText.popular)).toBeVisible()
    await expect(modal.getByText('Development')).toBeVisible()
    await expect(within(await walletOption(testWalletId)).getByText(specText.recent)).toBeVisible()
    await expect(within(await walletOption('metaMask')).queryByText(specText.recent)).toBeNull()
  },
}

export const LearnAndGetAWallet: ModalStory = {
  name: "CON-2, CON-5, CON-6: Info → 'What is a Wallet?' ('Learn More') → 'Get a Wallet' → GET list, and back",
  play: async () => {
    const modal = await openDialog()
    await whatIsAWallet(modal)
    // LEARN_COMPACT
    await visible(() => modal.findByText(specText.whatIsAWallet))
    await expect(modal.getByText(specText.learnMore)).toBeVisible()
    await userEvent.click(modal.getByText(specText.getAWallet))
    // GET
    await visible(() => modal.findByText("Not what you're looking for?"))
    await expect(modal.getAllByText(specText.get).length).toBeGreaterThan(0)
    await back()
    await visible(() => modal.findByText(specText.whatIsAWallet))
    await back()
    await visible(() => modal.findByTestId('rk-connect-header-label'))
  },
}

/**
 * A list where the cap binds: six wallets with downloads listed first (the dev build's 'Wallets
 * to get'), so RainbowKit's desktop GET list, which takes the first wallets of the whole list,
 * has more candidates than the cap.
 */
export const GetListCap: ModalStory = {
  name: "LIM-GET: With six wallets to get listed first, 'Get a Wallet' lists exactly 5",
  parameters: { wallet: { leadingWallets: 'getWalletSamples' } },
  play: async () => {
    const modal = await openDialog()
    await expect(modal.getByText('Wallets to get')).toBeVisible()
    await whatIsAWallet(modal)
    await userEvent.click(await modal.findByText(specText.getAWallet))
    await visible(() => modal.findByText("Not what you're looking for?"))
    await expect(modal.getAllByText(specText.get)).toHaveLength(specConstants.maxGetWallets.desktop)
    // The sixth wallet with downloads is left out by the cap.
    await expect(modal.queryByText('Bitget Wallet')).toBeNull()
  },
}

export const DownloadAndInstructions: ModalStory = {
  name: 'CON-2, CON-5: GET → DOWNLOAD_OPTIONS → INSTRUCTIONS_EXTENSION (Refresh) / DOWNLOAD (Continue) → INSTRUCTIONS_MOBILE (Connect), and back',
  play: async () => {
    const modal = await openDialog()
    await whatIsAWallet(modal)
    await userEvent.click(await modal.findByText(specText.getAWallet))
    // GET → DOWNLOAD_OPTIONS
    await userEvent.click(rowWith(await modal.findByText('MetaMask'), specText.get))
    await visible(() => modal.findByText('Get MetaMask'))
    // → INSTRUCTIONS_EXTENSION
    await userEvent.click(await modal.findByText('Add to Chrome'))
    await visible(() => modal.findByText('Get started with MetaMask'))
    await expect(modal.getByText(specText.refresh)).toBeVisible()
    await expect(modal.getByText(specText.learnMore)).toBeVisible()
    await expect(openedLinks.at(-1)).toMatch(/^https:\/\/chrome(webstore)?\.google\.com\//)
    await back()
    // DOWNLOAD_OPTIONS → DOWNLOAD
    await userEvent.click(await modal.findByText('Get the app'))
    await visible(() => modal.findByText('Install MetaMask'))
    await userEvent.click(modal.getByText(specText.continue))
    // → INSTRUCTIONS_MOBILE
    await visible(() => modal.findByText(specText.connect))
    await expect(modal.getByText('Get started with MetaMask')).toBeVisible()
    await back()
    await visible(() => modal.findByText('Install MetaMask'))
  },
}

export const QrCode: ModalStory = {
  name: 'CON-2, CON-3: A QR wallet shows a code to scan (CONNECT), and back to the wallet list',
  play: async () => {
    const modal = await pickWallet(testWalletQrId)
    await visible(() => modal.findByText('Scan with Test Wallet (QR)'))
    await expectOneQrCode()
    await back()
    await visible(() => modal.findByTestId('rk-connect-header-label'))
    await expect(modal.getByTestId('rk-connect-header-label')).toHaveTextContent(
      specText.connectAWallet,
    )
    await expect(await walletOption(testWalletQrId)).toBeVisible()
    await expect(modal.queryByText('Scan with Test Wallet (QR)')).toBeNull()
  },
}

export const OpeningAndConfirm: ModalStory = {
  name: "CON-4: 'Opening Test Wallet...' and 'Confirm connection in the extension'",
  parameters: { wallet: { connect: 'pending' } },
  play: async ({ loaded }) => {
    const modal = await pickWallet(testWalletId)
    await visible(() => modal.findByText(specText.opening('Test Wallet')))
    await expect(modal.getByText(specText.confirmInExtension)).toBeVisible()
    // The wallet is asking the visitor, once.
    const { wallet } = loaded.storyWallet
    await wallet.waitForPending()
    await expect(wallet.pending()).toHaveLength(1)
  },
}

export const RejectedThenRetry: ModalStory = {
  name: 'ST-7, ERR-4001, CON-5: The visitor rejects in the wallet: RETRY',
  parameters: { wallet: { connect: 'pending' } },
  play: async ({ loaded }) => {
    const modal = await pickWallet(testWalletId)
    await visible(() => modal.findByText(specText.confirmInExtension))
    // The visitor takes a moment, then rejects the request in the wallet (code 4001).
    const { wallet } = loaded.storyWallet
    await wallet.waitForPending()
    wallet.reject()
    await visible(() => modal.findByText(specText.retry))
    await expect(modal.getByText(specAppTexts.connectRejected)).toBeVisible()
  },
}

export const InstantRejection: ModalStory = {
  name: 'ST-7, ERR-4001: A rejection the wallet answers at once (0 ms) still shows RETRY, read as a rejection',
  parameters: { wallet: { connect: 'reject' } },
  play: async () => {
    const modal = await pickWallet(testWalletId)
    await visible(() => modal.findByText(specText.retry))
    await expect(modal.getByText(specAppTexts.connectRejected)).toBeVisible()
  },
}

export const WalletConnectOpen: ModalStory = {
  name: 'CON-3, CON-5: WalletConnect shows its QR code and OPEN for the official modal',
  play: async () => {
    const modal = await pickWallet('walletConnect')
    await visible(() => modal.findByText('Scan with your phone'))
    await expect(modal.getByText(specText.open)).toBeVisible()
    // The stand-in relay pairs offline, so the pairing URI arrives and the code is drawn.
    await visible(() => modal.findByTitle('QR Code', { exact: true }))
    await expectOneQrCode()
  },
}

/** The one image titled 'QR Code' in the dialog (not its icons), at the spec's error correction level. */
async function expectOneQrCode() {
  const titles = within(screen.getByRole('dialog')).getAllByTitle('QR Code', { exact: true })
  await expect(titles).toHaveLength(1)
  const code = titles[0]?.closest('svg') as SVGSVGElement
  await expect(errorCorrectionLevelOf(code)).toBe(specConstants.qrErrorCorrectionLevel)
}
