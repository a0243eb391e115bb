// The bench table's arithmetic and units, shared by its parts.

export const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The q-quantile (nearest rank) of numbers. */
export function quantile(numbers, q) {
  const sorted = [...numbers].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}

export const ratio = (value, baseline) => `${(value / baseline).toFixed(2)}x`
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (value) => `${value.toFixed(0)} ms`
