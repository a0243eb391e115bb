import type { Address } from 'viem'
import type { AppChain } from './chains'

/**
 * The token the connected view offers to add to the visitor's wallet (CALL-1's watch asset):
 * USDC, Circle's, at its address on each configured chain where Circle issues it
 * (https://developers.circle.com/stablecoins/usdc-contract-addresses). Zora, BNB Smart Chain,
 * Fantom, Polygon Mumbai and Polygon zkEVM have none of Circle's: nothing is offered there. Its
 * symbol and decimals are read from the chain.
 */
export const watchTokenAddresses: Partial<Record<AppChain['id'], Address>> = {
  1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  10: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  42161: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  8453: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  43114: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
}
