import { runCli } from './cli'

// Exits at once when done: idle keep-alive sockets to the stopped nodes must not hold it open.
process.exit(await runCli(process.argv.slice(2)))
