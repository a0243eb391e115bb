// Entry `@plaza-social/test/storage`: browser-safe, for stories and jsdom tests too.
export { memoryStorage } from '../memoryStorage'
