// Entry `@plaza-social/test/processes`: which processes a test run left running.
export { checkNothingLeftRunning, stopProcesses } from '../processes/nothingLeftRunning'
export {
  processesOfRun,
  processKind,
  type RunProcess,
  strays,
  testRunVariable,
} from '../processes/runProcesses'
