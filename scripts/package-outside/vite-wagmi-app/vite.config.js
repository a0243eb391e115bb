// Two pages: the wagmi-core app (index.html) and the stack pages (stack.html).
export default {
  build: { target: 'es2022', rollupOptions: { input: ['index.html', 'stack.html'] } },
}
