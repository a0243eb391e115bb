/** The documents (and headings) that error messages point developers at (`docsPath`, `docsSlug`). */
export const errorDocs = {
  /** The README's table of the environment variables the app reads. */
  environment: { docsPath: 'README.md', docsSlug: 'environment-variables' },
  /** The sign-in guide's environment table (SESSION_SECRET). */
  signInEnvironment: { docsPath: 'docs/auth-and-transactions.md', docsSlug: 'environment' },
  /** What a deployer sets for sign-in (APP_ORIGIN, SESSION_SECRET, REDIS_URL). */
  deployment: { docsPath: 'docs/security.md', docsSlug: 'what-a-deployer-sets' },
  /** The README's account of misbehaving nodes and wallets, and how the app guards against them. */
  faults: { docsPath: 'README.md', docsSlug: 'faults' },
} as const
