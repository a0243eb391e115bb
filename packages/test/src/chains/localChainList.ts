import { specChains } from '../../../../fixtures/spec/chains'

/**
 * The chains the local nodes run, in spec order: chain n listens on base port + n. From the
 * spec's own copy (fixtures/spec), not the app's config, which this package never imports.
 */
export const localChainList: readonly { id: number; name: string }[] = specChains
