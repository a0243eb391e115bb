// Entry `@plaza-social/test/cli`: the chains command that scripts/dev-chains runs.
export {
  type CliOptions,
  describeError,
  parseCliArguments,
  type RunCliOptions,
  runCli,
} from '../cli/cli'
export { formatReadinessTable } from '../cli/readinessTable'
