import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

// `npm run test:slow` runs the pages' CPU 4x slower (E2E_CPU_SLOWDOWN), and playwright.config.ts
// grows the default budgets with it. A budget a file writes itself must grow too, or a test that
// passes on a quiet machine fails there only because it ran out of time: a number in a test's,
// fixture's or expectation's timeout is multiplied by cpuSlowdownFromEnv.

/** The budgets in `source` written as a number that the slow mode does not scale: `file:line: code`. */
function unscaledBudgets(file: string, source: string) {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    // test.setTimeout(n), page.setDefaultTimeout(n), { timeout: n } (configure, expect, fixtures).
    const budget =
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      /^set(Default(Navigation)?)?Timeout$/.test(node.expression.name.text)
        ? node.arguments[0]
        : ts.isPropertyAssignment(node) && node.name.getText(tree) === 'timeout'
          ? node.initializer
          : undefined
    if (budget && !ts.isFunctionLike(budget) && isUnscaledNumber(budget)) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree))
      found.push(`${file}:${line + 1}: ${node.getText(tree)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

/** Whether `expression` holds a number of milliseconds (not 0, no limit) but not the slowdown. */
function isUnscaledNumber(expression: ts.Node) {
  let number = false
  let scaled = false
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node) && Number(node.text) !== 0) number = true
    if (ts.isIdentifier(node) && node.text === 'cpuSlowdownFromEnv') scaled = true
    ts.forEachChild(node, visit)
  }
  visit(expression)
  return number && !scaled
}

/** The Playwright suite's files: specs, fixtures, configs; not the checks that fail on purpose. */
function suiteFiles(folder = 'e2e'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return suiteFiles(path)
    return /\.ts$/.test(entry.name) && !/\.(check|node\.test)\.ts$/.test(entry.name) ? [path] : []
  })
}

test('the check finds a budget written as a number in a test, a describe block or an expectation', () => {
  const sample = `
    test.setTimeout(60_000)
    test.describe.configure({ timeout: 180_000 })
    await expect(button).toBeVisible({ timeout: 30_000 })
    test.setTimeout(60_000 * cpuSlowdownFromEnv)
    test.describe.configure({ timeout: 180_000 * cpuSlowdownFromEnv })
    await expect(button).toBeVisible({ timeout: 30_000 * cpuSlowdownFromEnv })
    setTimeout(resolve, 200)
  `
  expect(unscaledBudgets('sample.ts', sample)).toEqual([
    'sample.ts:2: test.setTimeout(60_000)',
    'sample.ts:3: timeout: 180_000',
    'sample.ts:4: timeout: 30_000',
  ])
})

test('every budget the Playwright suite writes as a number grows with the slow mode', () => {
  const files = suiteFiles()
  expect(files).toContain(join('e2e', 'attacks', 'fixtures.ts'))
  const unscaled = files.flatMap((file) => unscaledBudgets(file, readFileSync(file, 'utf8')))
  expect(unscaled).toEqual([])
})
