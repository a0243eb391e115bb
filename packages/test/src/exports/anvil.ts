// Entry `@plaza-social/test/anvil`: one bare anvil node, for tests that need no contracts.
export { resolveAnvilBinary } from '../chains/anvilBinary'
export { type AnvilNode, type AnvilOptions, startAnvil } from '../chains/anvilProcess'
