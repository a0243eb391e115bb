import { bundledRpcUrls } from '../config/rpcUrls'
import { createAppConfig } from '../config/wagmi'
import { devExtras } from '../dev/devExtras'

/** The app's one wagmi config, built from the environment at module load (fails fast). */
export const appConfig = createAppConfig({ ...bundledRpcUrls(), ...devExtras?.devWallets() })
