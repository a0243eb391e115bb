#!/usr/bin/env node
// Runs scripts/dev-chains/ (TypeScript) through tsx; see docs/dev-chains.md.
import { register } from 'tsx/esm/api'

register()
await import('./dev-chains/main.ts')
