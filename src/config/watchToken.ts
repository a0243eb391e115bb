import type { Address } from 'viem'

/**
 * The token the connected view offers to add to the visitor's wallet (CALL-1's watch asset):
 * the Plaza Token (contracts/PlazaToken.sol), at this address on the local chains. Its symbol
 * and decimals are read from the chain, so the offer shows only where the token exists.
 */
export const watchToken = {
  address: '0x00000000000000000000000000000000000c0dE5' as Address,
  /** Served by the app; wallets get it as an absolute URL. */
  imagePath: '/tokens/plz.svg',
} as const
