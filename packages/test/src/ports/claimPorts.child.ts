// A separate process for portAllocator.node.test.ts: prints 'ready' once loaded, waits for 'go' on stdin, claims `times` blocks of
// `count` ports from an allocator on `lockDir` and `first`..`end`, prints them as one JSON line,
// then holds them until stdin closes.
import { createInterface } from 'node:readline'
import { PortAllocator } from './portAllocator'

const [lockDir, first, end, count, times] = process.argv.slice(2)
const allocator = new PortAllocator({ lockDir, first: Number(first), end: Number(end) })
process.once('exit', () => allocator.releaseAll())

const lines = createInterface({ input: process.stdin })
lines.once('line', async () => {
  const blocks = []
  for (let round = 0; round < Number(times); round++) {
    const block = await allocator.claim(Number(count))
    blocks.push({ first: block.first, count: block.count })
  }
  console.log(JSON.stringify(blocks))
})
lines.once('close', () => process.exit(0))
console.log('ready')
