// One dapp page on the stack its URL names (`?stack=ethers`, `?stack=wagmi`), each written as its
// library's guide writes one, with the same controls: what the scenario script meets
// (tests/stacks.spec.js). What a page shows of a failure is the library's name or code for it.
const stacks = {
  ethers: () => import('./stacks/ethers.js'),
  wagmi: () => import('./stacks/wagmi.js'),
}
const stack = new URLSearchParams(location.search).get('stack')
await (await stacks[stack]()).mount(document.querySelector('#app'))
