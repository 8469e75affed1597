/** The middle value (mean of the two middle ones for an even count); robust to the odd slow outlier. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

/** Smallest, median and largest, for a report line that shows the spread. */
export function spread(values: readonly number[]) {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values), runs: values.length }
}
