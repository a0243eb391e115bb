// Entry `@plaza-social/test/processes`: which processes a test run left running.
export { checkNothingLeftRunning } from '../processes/nothingLeftRunning'
export { processesOfRun, type RunProcess, testRunVariable } from '../processes/runProcesses'
