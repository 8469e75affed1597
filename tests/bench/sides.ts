// A figure's sides, each run alone in a fresh `node` so its time and memory are its own: the parent's half. The
// child's half is child.ts, which runs one side of a figure module (its exported `sides`) and prints the result.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { REPO_ROOT } from './config'

const run = promisify(execFile)

const CHILD_ENTRY = fileURLToPath(new URL('./child.ts', import.meta.url))

/** What a figure module exports for its children: each side, from the target it is given to what it measured. */
export type Sides = Record<string, (target: never) => Promise<unknown>>

/**
 * Runs one side of `figure` (tests/bench/<figure>.ts) in a fresh `node` (only tsx, child.ts and the figure's
 * module loaded before it) on `target`, and returns what it measured. Nothing is inherited from this process (no
 * NODE_OPTIONS, no tsx loader of the bench's own), so the child weighs only what it runs.
 */
export async function runSide<Result>(
  figure: string,
  side: string,
  target: unknown,
  { timeoutMs }: { timeoutMs: number },
): Promise<Result> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', CHILD_ENTRY, figure, side, JSON.stringify(target)],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH },
      timeout: timeoutMs,
      maxBuffer: 10 * 1024 * 1024,
    },
  )
  return JSON.parse(stdout) as Result
}

/**
 * The two sides in the order round `round` runs them, taking turns ABBA, so drift in the machine's load hits
 * both alike. One side at a time: two at once would race for the 2 cores.
 */
export const inTurn = <Side>(round: number, [first, second]: readonly [Side, Side]): Side[] =>
  round % 2 === 0 ? [first, second] : [second, first]
