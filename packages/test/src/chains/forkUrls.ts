/** Upstream node addresses for `--fork`, from env FORK_URL_<chainId> (as foundry.toml names them). */
export function forkUrlsFromEnv(env: Record<string, string | undefined> = process.env) {
  const urls: Record<number, string> = {}
  for (const [key, value] of Object.entries(env)) {
    const match = /^FORK_URL_(\d+)$/.exec(key)
    if (match?.[1] && value?.trim()) urls[Number(match[1])] = value.trim()
  }
  return urls
}
