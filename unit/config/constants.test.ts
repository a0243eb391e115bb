import { specConstants } from '../../fixtures/spec/constants'
import { appName } from '../../src/config/appInfo'
import * as constants from '../../src/config/constants'

describe('spec constants (§9)', () => {
  test('CFG-1: the app name is "{product} Social", Plaza by default', () => {
    expect(appName(undefined)).toBe(specConstants.appName.replace('{product}', 'Plaza'))
    expect(appName('Agora')).toBe('Agora Social')
    expect(appName('  ')).toBe('Plaza Social')
    expect(constants.defaultProductName).toBe(specConstants.defaultProduct)
  })

  test('CFG-4: compact modal and auto-connect on', () => {
    expect(constants.modalSize).toBe(specConstants.modalSize)
    expect(constants.autoConnect).toBe(specConstants.autoConnect)
  })

  test('CFG-7, CFG-8, LIM-GET, LIM-RECENT, LIM-TX, LIM-HEIGHT, LIM-QR, LIM-CONFETTI, LIM-COPY: every limit equals the spec', () => {
    expect({
      rpcTimeoutMs: constants.rpcTimeoutMs,
      pollingIntervalMs: constants.pollingIntervalMs,
      baseFeeMultiplier: constants.baseFeeMultiplier,
      multicallBatchSize: constants.multicallBatchSize,
      queryCacheMs: constants.queryCacheMs,
      queryRetries: constants.queryRetries,
      refetchOnWindowFocus: constants.refetchOnWindowFocus,
      queryNetworkMode: constants.queryNetworkMode,
      maxGetWallets: constants.maxGetWallets,
      maxRecentWallets: constants.maxRecentWallets,
      maxStoredTransactions: constants.maxStoredTransactions,
      connectModalMaxHeight: constants.connectModalMaxHeight,
      qrErrorCorrectionLevel: constants.qrErrorCorrectionLevel,
      confettiMaxParticles: constants.confettiMaxParticles,
      copiedFeedbackMs: constants.copiedFeedbackMs,
      placeholderProjectId: constants.placeholderProjectId,
    }).toEqual({
      rpcTimeoutMs: specConstants.rpcTimeoutMs,
      pollingIntervalMs: specConstants.pollingIntervalMs,
      baseFeeMultiplier: specConstants.baseFeeMultiplier,
      multicallBatchSize: specConstants.multicallBatchSize,
      queryCacheMs: specConstants.queryCacheMs,
      queryRetries: specConstants.queryRetries,
      refetchOnWindowFocus: specConstants.refetchOnWindowFocus,
      queryNetworkMode: specConstants.queryNetworkMode,
      maxGetWallets: specConstants.maxGetWallets,
      maxRecentWallets: specConstants.maxRecentWallets,
      maxStoredTransactions: specConstants.maxStoredTransactions,
      connectModalMaxHeight: specConstants.connectModalMaxHeight,
      qrErrorCorrectionLevel: specConstants.qrErrorCorrectionLevel,
      confettiMaxParticles: specConstants.confettiMaxParticles,
      copiedFeedbackMs: specConstants.copiedFeedbackMs,
      placeholderProjectId: specConstants.placeholderProjectId,
    })
  })
})
