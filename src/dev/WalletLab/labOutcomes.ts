import type { Outcome } from '@plaza-social/mock-wallet'

/** The answers the Wallet Lab can script, in the words of its buttons. */
export const labOutcomes: readonly { label: string; outcome: Outcome }[] = [
  { label: 'Reject (4001)', outcome: { type: 'reject' } },
  { label: 'Fail', outcome: { type: 'fail' } },
  { label: 'Unknown chain (4902)', outcome: { type: 'unrecognizedChain' } },
  { label: 'Already pending (-32002)', outcome: { type: 'alreadyPending' } },
  { label: 'Not supported (4200)', outcome: { type: 'unsupported' } },
  { label: 'Delay 3 s', outcome: { type: 'delay', ms: 3_000 } },
  { label: 'Hang', outcome: { type: 'hang' } },
  { label: 'Ask me', outcome: { type: 'manual' } },
]
