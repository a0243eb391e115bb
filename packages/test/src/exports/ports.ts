// Entry `@plaza-social/test/ports`: the port allocator every test worker takes its ports from.
export { assertPortRange } from '../ports/basePort'
export {
  PortAllocator,
  type PortAllocatorOptions,
  type PortBlock,
  workerPortAllocator,
} from '../ports/portAllocator'
export { isPortFree } from '../ports/portAvailability'
