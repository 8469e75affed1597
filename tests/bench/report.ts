import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** `info` rows are shown for context and carry no budget. */
export type Status = 'pass' | 'fail' | 'info'

/** What a row's value and baseline count; it decides how they are printed. */
export type Unit = 'B' | 'ms' | 'req/s' | 'calls' | 'responses' | 'SMS' | 'USD'

/** One line of the report table. */
export interface Row {
  figure: string
  unit: Unit
  value: number
  baseline: number | null
  /** value / baseline. */
  ratio: number | null
  budget: string
  status: Status
}

const statusOf = (ok: boolean): Status => (ok ? 'pass' : 'fail')
const ratioOf = (value: number, baseline: number) =>
  baseline > 0 ? value / baseline : Number.POSITIVE_INFINITY

/** A figure that may be at most `max` times its baseline (bundle size, cold import). */
export function ratioAtMost(figure: string, unit: Unit, value: number, baseline: number, max: number): Row {
  const ratio = ratioOf(value, baseline)
  return { figure, unit, value, baseline, ratio, budget: `≤ ${max}x`, status: statusOf(ratio <= max) }
}

/** A figure that must be at least `min` times its baseline (throughput). */
export function ratioAtLeast(figure: string, unit: Unit, value: number, baseline: number, min: number): Row {
  const ratio = ratioOf(value, baseline)
  return { figure, unit, value, baseline, ratio, budget: `≥ ${min}x`, status: statusOf(ratio >= min) }
}

/** A figure with an absolute ceiling and no baseline (1 MB, calls per request, Scans). */
export function atMost(figure: string, unit: Unit, value: number, max: number): Row {
  return {
    figure,
    unit,
    value,
    baseline: null,
    ratio: null,
    budget: `≤ ${formatValue(max, unit)}`,
    status: statusOf(value <= max),
  }
}

/** A figure shown for context only. */
export function info(figure: string, unit: Unit, value: number, baseline?: number): Row {
  return {
    figure,
    unit,
    value,
    baseline: baseline ?? null,
    ratio: baseline === undefined ? null : ratioOf(value, baseline),
    budget: '—',
    status: 'info',
  }
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** Human form of a value: bytes also in KiB, milliseconds to 0.1. */
export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'B':
      return `${integer.format(value)} B (${oneDecimal.format(value / 1024)} KiB)`
    case 'ms':
      return `${oneDecimal.format(value)} ms`
    case 'req/s':
      return `${integer.format(value)} req/s`
    case 'calls':
    case 'responses':
    case 'SMS':
      return integer.format(value)
    case 'USD':
      return `$${value.toFixed(2)}`
  }
}

/** Everything one bench run produced; written as JSON as it is, and as markdown by renderMarkdown. */
export interface BenchReport {
  generatedAt: string
  environment: Record<string, string | number>
  wallTimeSeconds: number
  rows: Row[]
  /** Titled markdown sections after the table (contributors, load details, ...). */
  sections: { title: string; markdown: string }[]
  /** Raw measurements for anyone who wants to recompute a figure. */
  details: Record<string, unknown>
}

/** A markdown table from a header and rows of cells. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** The summary table: figure, value, baseline, ratio, budget, result. */
export function renderTable(rows: readonly Row[]): string {
  return markdownTable(
    ['Figure', 'Value', 'Baseline', 'Ratio', 'Budget', 'Result'],
    rows.map((row) => [
      row.figure,
      formatValue(row.value, row.unit),
      row.baseline === null ? '—' : formatValue(row.baseline, row.unit),
      row.ratio === null ? '—' : `${row.ratio.toFixed(2)}x`,
      row.budget,
      row.status === 'fail' ? '**FAIL**' : row.status,
    ]),
  )
}

/** The whole report as markdown. */
export function renderMarkdown(report: BenchReport): string {
  const failed = report.rows.filter((row) => row.status === 'fail').length
  const environment = Object.entries(report.environment)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ')
  return [
    '# Campus Portal benchmark',
    '',
    `${report.generatedAt}; ${environment}; wall time ${report.wallTimeSeconds.toFixed(1)} s.`,
    '',
    failed === 0 ? 'Every budget is met.' : `**${failed} budget(s) failed.**`,
    '',
    renderTable(report.rows),
    ...report.sections.flatMap(({ title, markdown }) => ['', `## ${title}`, '', markdown]),
    '',
  ].join('\n')
}

/** Writes report.md and report.json into `dir` and returns the markdown. */
export function writeReport(dir: string, report: BenchReport): string {
  mkdirSync(dir, { recursive: true })
  const markdown = renderMarkdown(report)
  writeFileSync(join(dir, 'report.md'), markdown)
  writeFileSync(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`)
  return markdown
}
