// Entry `@plaza-social/test/ports`: the port allocator every test worker takes its ports from.
export { assertPortRange, maxPortExclusive } from '../ports/basePort'
export {
  defaultPortLockDir,
  PortAllocator,
  type PortAllocatorOptions,
  type PortBlock,
  testPortRange,
  workerPortAllocator,
} from '../ports/portAllocator'
export { isPortFree } from '../ports/portAvailability'
