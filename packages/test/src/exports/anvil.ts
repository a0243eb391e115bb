// Entry `@plaza-social/test/anvil`: one bare anvil node, for tests that need no contracts.
export { anvilPackageName, resolveAnvilBinary } from '../chains/anvilBinary'
export { type AnvilNode, type AnvilOptions, localHost, startAnvil } from '../chains/anvilProcess'
