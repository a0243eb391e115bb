// One dapp page on the stack its URL names (`?stack=ethers`, `?stack=wagmi`, a kit's name), each
// written as its library's guide writes one, with the same controls: what the scenario script
// meets (tests/stacks.spec.js). What a page shows of a failure is the library's name or code for
// it. A project builds the pages of stacks/ that it has: each project installs its stacks' packages.
const stacks = import.meta.glob('./stacks/*.js')
const stack = new URLSearchParams(location.search).get('stack')
await (await stacks[`./stacks/${stack}.js`]()).mount(document.querySelector('#app'))
