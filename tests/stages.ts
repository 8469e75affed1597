import { spawn } from 'node:child_process'

/**
 * `npm test`: every tier, in stages, timed; ends with a table of each stage's wall time, which CI's log keeps.
 * The static checks are single-threaded tools, so they share the machine's two cores; the test runners use
 * both cores themselves and run one after the other. The first failing stage stops the run (the table says
 * which), as `a && b && c` did.
 */
interface Step {
  name: string
  script: string
}

const STAGES: Step[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'format', script: 'format:check' },
  ],
  [{ name: 'unit, integration, infra (vitest)', script: 'test:all' }],
  [{ name: 'browser (playwright)', script: 'test:e2e' }],
]

interface Outcome {
  name: string
  seconds: number
  passed: boolean
}

/** Runs `npm run <script>`; alone, its output streams through; beside others, it is held and printed whole. */
function run({ script }: Step, alone: boolean) {
  const started = performance.now()
  return new Promise<{ seconds: number; passed: boolean; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) =>
      resolve({ seconds: (performance.now() - started) / 1000, passed: code === 0, output }),
    )
  })
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`

function table(outcomes: Outcome[], total: number) {
  const notRun = STAGES.flat()
    .filter(({ name }) => !outcomes.some((outcome) => outcome.name === name))
    .map(({ name }) => [name, '-', 'not run'])
  const rows = [
    ['stage', 'wall time', 'result'],
    ...outcomes.map(({ name, seconds, passed }) => [name, clock(seconds), passed ? 'passed' : 'FAILED']),
    ...notRun,
    ['npm test', clock(total), outcomes.every(({ passed }) => passed) ? 'passed' : 'FAILED'],
  ]
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [line(rows[0]!), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join(
    '\n',
  )
}

const started = performance.now()
const outcomes: Outcome[] = []
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)))
  results.forEach(({ seconds, passed, output }, index) => {
    const { name } = stage[index]!
    if (stage.length > 1) process.stdout.write(`\n> ${name}\n${output}`)
    outcomes.push({ name, seconds, passed })
  })
  if (results.some(({ passed }) => !passed)) break
}

const passed = outcomes.every((outcome) => outcome.passed)
process.stdout.write(
  `\nnpm test, stage by stage (wall time):\n${table(outcomes, (performance.now() - started) / 1000)}\n`,
)
process.exit(passed ? 0 : 1)
