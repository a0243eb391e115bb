/** The error correction levels by the two bits a QR code's format information gives them. */
const levelOfBits = ['M', 'L', 'H', 'Q'] as const

/**
 * The error correction level a QR code drawn as SVG (RainbowKit's) states, read as a scanner
 * reads it: from the 15 format bits beside the top-left finder and from their copy beside the
 * other two, which must agree. The dark cells are where the cells' path starts each square (one
 * unit a cell).
 */
export function errorCorrectionLevelOf(svg: SVGSVGElement) {
  const edge = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const dark = new Set<string>()
  for (const path of svg.querySelectorAll('path[d]'))
    for (const [, x, y] of path.getAttribute('d')?.matchAll(/M ([\d.]+),([\d.]+)/g) ?? [])
      dark.add(`${Math.floor(Number(y))},${Math.floor(Number(x))}`)
  const bits = (cells: (readonly [number, number])[]) =>
    cells.reduce((value, [row, col], bit) => value | (dark.has(`${row},${col}`) ? 1 << bit : 0), 0)
  // ISO/IEC 18004 7.9.1: bit i of the format information, in each copy.
  const nearTopLeft = bits([
    ...[0, 1, 2, 3, 4, 5, 7, 8].map((row) => [row, 8] as const),
    ...[7, 5, 4, 3, 2, 1, 0].map((col) => [8, col] as const),
  ])
  const nearTheOthers = bits([
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((fromRight) => [8, edge - fromRight] as const),
    ...[7, 6, 5, 4, 3, 2, 1].map((fromBottom) => [edge - fromBottom, 8] as const),
  ])
  if (nearTheOthers !== nearTopLeft)
    throw new Error(
      `The QR code's two copies of its format information disagree (${nearTopLeft} and ${nearTheOthers}): no scanner reads it.`,
    )
  // The format information is masked with 101010000010010; the level is its two highest bits.
  return levelOfBits[((nearTopLeft ^ 0b101010000010010) >> 13) & 0b11]
}
