#!/usr/bin/env node
// `nothing-left-running.mjs <run id>`: the last step of `npm test` (scripts/test-all.mjs). Exits 1,
// listing and stopping them, when an anvil, next or dev-chains process whose environment carries
// PLAZA_TEST_RUN=<run id> is still alive; exits 0 when none is.
import { register } from 'tsx/esm/api'

register()
const { checkNothingLeftRunning } = await import('@plaza-social/test/processes')
process.exit(await checkNothingLeftRunning(process.argv[2]))
