// `npm run test:mutation:report [-- --survivors] [report.json]`: the mutation score per folder
// as the markdown table of docs/testing.md, from the JSON report of the last `npm run test:mutation`.
import { readFileSync } from 'node:fs'
import { folderScores, type MutationReport, markdownTable } from './mutationScores'

const args = process.argv.slice(2)
const reportFile = args.find((arg) => !arg.startsWith('--')) ?? 'reports/mutation/mutation.json'
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as MutationReport
console.log(markdownTable(folderScores(report), { survivorKinds: args.includes('--survivors') }))
