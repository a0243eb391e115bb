/** The documents (and headings) that error messages point developers at (`docsPath`, `docsSlug`). */
export const errorDocs = {
  /** The environment variables the app and its build read. */
  environment: { docsPath: 'docs/environment.md', docsSlug: 'the-app-and-its-build' },
  /** The sign-in guide's environment table (SESSION_SECRET). */
  signInEnvironment: { docsPath: 'docs/auth-and-transactions.md', docsSlug: 'environment' },
  /** What a deployer sets for sign-in (APP_ORIGIN, SESSION_SECRET, REDIS_URL). */
  deployment: { docsPath: 'docs/security.md', docsSlug: 'what-a-deployer-sets' },
  /** Misbehaving nodes and wallets, and how the app guards against them. */
  faults: { docsPath: 'docs/app.md', docsSlug: 'faults' },
} as const
