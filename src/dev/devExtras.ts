/**
 * What a dev build adds to the wallet stack (devBuild.ts), or nothing: a production build holds
 * none of it. The comparison is written here again, with the `require` inside its branch, because
 * webpack drops a branch, and every module only it requires, when it can evaluate the condition
 * in the module itself: an imported `devBuild` it cannot see through.
 */
function loadDevExtras() {
  if (process.env.NEXT_PUBLIC_MOCK_WALLET === '1') {
    const { devWallets, DevPanels }: typeof import('./extras') = require('./extras')
    return { devWallets, DevPanels }
  }
  return undefined
}

export const devExtras = loadDevExtras()
