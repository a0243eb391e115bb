// What a build was made for, written into its dist dir when it is built (next.config.ts) and read
// by `npm start` and the production-build check. Plain JavaScript without dependencies: a hosting
// platform runs `npm start` with production dependencies only.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const buildFlagsFile = 'plaza-build.json'

/** The dist dir next.config.ts builds into and `next start` serves from. */
export const distDirOf = (env = process.env) => env.NEXT_DIST_DIR || '.next'

export function writeBuildFlags(distDir, flags) {
  writeFileSync(join(distDir, buildFlagsFile), `${JSON.stringify(flags, null, 2)}\n`)
}

/** The build's flags, or undefined when the dist dir holds none (no build, or not built by this project). */
export function readBuildFlags(distDir) {
  const path = join(distDir, buildFlagsFile)
  if (!existsSync(path)) return undefined
  const flags = JSON.parse(readFileSync(path, 'utf8'))
  if (typeof flags?.mockWallet !== 'boolean' || typeof flags?.localChains !== 'boolean')
    throw new Error(`${path} is not a build flags file: ${JSON.stringify(flags)}`)
  return flags
}

/**
 * Why a production server must not serve this build, or undefined when it may: the mock wallet
 * (anvil's public test keys, the Wallet Lab) belongs to builds made for the local chains only.
 */
export function refusalToServe(distDir, flags) {
  if (!flags)
    return `${distDir} holds no ${buildFlagsFile}: build the app with \`npm run build\` first.`
  if (flags.mockWallet && !flags.localChains)
    return `${distDir} was built with NEXT_PUBLIC_MOCK_WALLET=1 for real chains: its test wallet would sign with public keys. Build without the flag, or with PLAZA_LOCAL_CHAINS=1 for the local chains.`
  return undefined
}
