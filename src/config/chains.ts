import type { Chain } from 'viem'
import {
  arbitrum,
  avalanche,
  base,
  bsc,
  fantom,
  mainnet,
  optimism,
  polygon,
  polygonMumbai,
  polygonZkEvm,
  zora,
} from 'viem/chains'
import { baseFeeMultiplier } from './constants'

function withSpecFees<const chain extends Chain>(chain: chain): chain {
  return { ...chain, fees: { ...chain.fees, baseFeeMultiplier } }
}

/** The supported chains in spec order (§9). */
export const chains = [
  withSpecFees(mainnet),
  withSpecFees(polygon),
  withSpecFees(optimism),
  withSpecFees(arbitrum),
  withSpecFees(base),
  withSpecFees(zora),
  withSpecFees(avalanche),
  withSpecFees(bsc),
  withSpecFees(fantom),
  withSpecFees(polygonMumbai),
  withSpecFees(polygonZkEvm),
] as const

export type AppChain = (typeof chains)[number]
