// The pages a project has of the two: the wagmi-core app (index.html) and the stack pages
// (stack.html); the kits' projects have only the stack pages.
import { existsSync } from 'node:fs'

export default {
  build: {
    target: 'es2022',
    rollupOptions: { input: ['index.html', 'stack.html'].filter((page) => existsSync(page)) },
  },
}
