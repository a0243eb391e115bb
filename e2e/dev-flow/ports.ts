/**
 * The app's port and the chains' first port in the developer-command tests, clear of the
 * developer's own `npm run dev` (3000, 8545) and of the e2e suite's servers and chains.
 */
export const devFlowPorts = {
  app: Number(process.env.E2E_DEV_FLOW_PORT ?? 3300),
  chains: Number(process.env.E2E_DEV_FLOW_CHAINS_PORT ?? 18_545),
}

export const devFlowAppUrl = `http://localhost:${devFlowPorts.app}`
