export { Landing } from './Landing'
