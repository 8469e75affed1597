// One side of a figure, alone in a fresh `node` (sides.ts starts it):
//   node --import tsx tests/bench/child.ts <figure> <side> <target as JSON>
// imports tests/bench/<figure>.ts, runs its `sides[side]` on the target and prints what it measured as JSON.
import type { Sides } from './sides'

const [figure = '', side = '', target = 'null'] = process.argv.slice(2)

try {
  const { sides } = (await import(`./${figure}.ts`)) as { sides?: Sides }
  const measure = sides?.[side]
  if (!measure) throw new Error(`tests/bench/${figure}.ts has no side ${side}`)
  const measured = await measure(JSON.parse(target) as never)
  // Explicit exits: s3rver's sockets or the SDK's keep-alive agent would otherwise hold a finished child open.
  process.stdout.write(JSON.stringify(measured), () => process.exit(0))
} catch (error) {
  console.error(error)
  process.exit(1)
}
