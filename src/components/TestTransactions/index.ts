export { TestTransactions } from './TestTransactions'
export {
  revertingDeployment,
  selfTransfer,
  testTransactionDescriptions,
} from './testTransactionRequests'
