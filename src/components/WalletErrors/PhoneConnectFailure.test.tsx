import { act, fireEvent, screen } from '@testing-library/react'
import { UserRejectedRequestError } from 'viem'
import { specAppTexts } from '../../../fixtures/spec/appTexts'
import { specText } from '../../../fixtures/spec/kitTexts'
import { renderWithProviders } from '../../../unit/renderWithProviders'
import { createAppConfig } from '../../config/wagmi'
import { ConnectAttemptsContext, createConnectAttempts } from './connectAttempts'
import { PhoneConnectFailure } from './PhoneConnectFailure'

describe("ST-7: a failed connection in RainbowKit's phone sheet", () => {
  test('ST-7, ERR-4001: the refusal is said with RETRY, which connects the same wallet again', async () => {
    const attempts = createConnectAttempts()
    const retried = vi.spyOn(attempts, 'attempt')
    renderWithProviders(
      <ConnectAttemptsContext.Provider value={attempts}>
        <PhoneConnectFailure />
      </ConnectAttemptsContext.Provider>,
      { config: createAppConfig({ projectId: 'test-project', storage: null }) },
    )
    expect(screen.queryByRole('alert')).toBeNull()
    const refused = Promise.reject(new UserRejectedRequestError(new Error('refused')))
    act(() => attempts.attempt({ walletId: 'injected', attempt: refused }))
    expect(await screen.findByRole('alert')).toHaveTextContent(specAppTexts.connectRejected)
    retried.mockClear()
    fireEvent.click(screen.getByRole('button', { name: specText.retry }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(retried).toHaveBeenCalledWith({ walletId: 'injected', attempt: expect.any(Promise) })
    // With no browser wallet in the page, the retried connection fails in its turn.
    expect(await screen.findByRole('alert')).not.toHaveTextContent(specAppTexts.connectRejected)
  })
})
