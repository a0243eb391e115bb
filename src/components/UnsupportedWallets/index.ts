export { UnsupportedWallets, usePhoneDisclaimer } from './UnsupportedWallets'
export { unsupportedLabel, unsupportedSuffix } from './unsupportedWallets'
