/**
 * Paces sends to a rate: a token bucket holding one token, refilled at `perSecond`, so sends leave evenly
 * spaced and no second ever sees more than the rate. Callers wait their turn in order.
 */
export function tokenBucket({
  perSecond,
  now = () => performance.now(),
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: {
  perSecond: number
  /** Milliseconds, monotonic. */
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}) {
  if (!(perSecond > 0)) throw new Error(`A send rate must be above zero, not ${perSecond}.`)
  const interval = 1000 / perSecond
  let nextFree = -Infinity
  let turn: Promise<void> = Promise.resolve()

  /** Resolves when the caller may send one message. */
  const take = () => {
    const mine = turn.then(async () => {
      const at = now()
      const wait = nextFree - at
      if (wait > 0) await sleep(wait)
      nextFree = Math.max(at, nextFree) + interval
    })
    turn = mine
    return mine
  }
  return { take }
}

export type TokenBucket = ReturnType<typeof tokenBucket>
