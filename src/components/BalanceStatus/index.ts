export { BalanceStatus } from './BalanceStatus'
