import { setTimeout as sleep } from 'node:timers/promises'

/** Rounds before giving up on items DynamoDB keeps leaving unprocessed (it does so when throttling). */
const MAX_ROUNDS = 5

/**
 * Runs a batch call until DynamoDB has processed every item, backing off between rounds as AWS advises.
 * Usually one round, so one call; no call at all for no items.
 */
export async function untilProcessed<Item, Result = never>(
  items: readonly Item[],
  run: (pending: Item[]) => Promise<{ done?: readonly Result[]; unprocessed: readonly Item[] }>,
): Promise<Result[]> {
  const done: Result[] = []
  let pending = [...items]
  for (let round = 0; pending.length; round++) {
    if (round === MAX_ROUNDS) throw new Error(`DynamoDB left ${pending.length} batch items unprocessed`)
    if (round) await sleep(25 * 2 ** round)
    const result = await run(pending)
    done.push(...(result.done ?? []))
    pending = [...result.unprocessed]
  }
  return done
}
