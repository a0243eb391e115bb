// Inside this repository the mock wallet's entries resolve to its sources, so an edit needs no
// build; its package.json exports point at the build, which only its tarball uses. TypeScript,
// Next, Playwright and tsx read this from tsconfig.base.json's paths; Vite (vitest, Storybook)
// takes these aliases, as its own tsconfig paths apply only to files a tsconfig includes.
import { fileURLToPath } from 'node:url'

const exportsDir = fileURLToPath(new URL('../packages/mock-wallet/src/exports/', import.meta.url))

export const mockWalletSourceAliases = [
  { find: /^@plaza-social\/mock-wallet$/, replacement: `${exportsDir}index.ts` },
  { find: /^@plaza-social\/mock-wallet\/([a-z]+)$/, replacement: `${exportsDir}$1.ts` },
]
