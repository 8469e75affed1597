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

/** One run of a figure's side in a child process: its time and its RSS before and at its peak. */
interface ChildRun {
  ms: number
  startRssBytes: number
  peakRssBytes: number
}

/** The medians a figure reports of one side's runs: time, peak RSS, and RSS growth (the peak less the RSS before). */
export function runMedians(runs: readonly ChildRun[]) {
  return {
    ms: median(runs.map(({ ms }) => ms)),
    peakRssBytes: median(runs.map(({ peakRssBytes }) => peakRssBytes)),
    growthBytes: median(runs.map(({ peakRssBytes, startRssBytes }) => peakRssBytes - startRssBytes)),
  }
}
