export type BuildFlags = {
  /** Built with NEXT_PUBLIC_MOCK_WALLET=1: the mock wallet, the Wallet Lab, test transactions. */
  mockWallet: boolean
  /** Built with PLAZA_LOCAL_CHAINS=1: the node addresses are the local chains'. */
  localChains: boolean
  /** The commit the build was made from, and whether the work tree had changes (git's; none outside a checkout). */
  source?: { commit: string; dirty: boolean }
}
export declare const buildFlagsFile: string
export declare function distDirOf(env?: Record<string, string | undefined>): string
export declare function writeBuildFlags(distDir: string, flags: BuildFlags): void
export declare function readBuildFlags(distDir: string): BuildFlags | undefined
export declare function refusalToServe(
  distDir: string,
  flags: BuildFlags | undefined,
): string | undefined
