/**
 * The app's names for its mock wallet (window.__plazaMockWallet, storage key
 * 'plaza.mockWallet', pairing URIs 'plaza-mock-wallet://…'): the package takes them from
 * this namespace, so the dev build's wallet and a test's wallet meet under one name.
 */
export const appWalletNamespace = 'plaza'

/**
 * How the Test Wallet announces itself through EIP-6963 in the app's tests.
 * @internal Exported for the e2e wallet fixture, which installs the mock under the app's names.
 */
export const appWalletIdentity = { rdns: 'social.plaza.mockwallet' }
