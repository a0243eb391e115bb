import { bundledRpcUrls, createAppConfig } from './wagmi'

/** The app's one wagmi config, built from the environment at module load (fails fast). */
export const appConfig = createAppConfig(bundledRpcUrls())
