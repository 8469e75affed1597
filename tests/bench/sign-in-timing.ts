import { createIdentityEntities } from '@campus/functions/identity/entities'
import { createSignInAttemptsRepository } from '@campus/functions/identity/sign-in-attempts.repository'
import { unknownNameSubject } from '@campus/functions/identity/sign-in-names'
import type { BenchPortal } from './portal'
import { median } from './stats'

/**
 * Sign-in with a wrong password for a known account and for a name nobody has, over HTTP to the local portal,
 * in alternating pairs. A known account must not be told from an unknown one by time (account enumeration):
 * the budget is a median difference under 5 ms.
 */
export const SIGN_IN_TIMING_SETTINGS = {
  pairs: 40,
  warmupPairs: 3,
  known: 'faculty1@campus.local',
  unknown: 'nobody-here@campus.local',
  password: 'Not-the-password-1',
} as const

export interface SignInTimingMeasurement {
  knownMs: number[]
  unknownMs: number[]
  /** Known minus unknown, pair by pair. */
  differenceMs: number[]
  /** The budgeted figure: the median of the pairs' differences (negative when the unknown name is slower). */
  medianDifferenceMs: number
}

export async function measureSignInTiming(portal: BenchPortal): Promise<SignInTimingMeasurement> {
  const { known, unknown, password, pairs, warmupPairs } = SIGN_IN_TIMING_SETTINGS
  const entities = createIdentityEntities(portal.client, portal.tables.identity)
  const attempts = createSignInAttemptsRepository(entities)
  const { data: claim } = await entities.uniqueKey.get({ kind: 'EMAIL', value: known }).go()
  if (!claim) throw new Error(`The demo college has no ${known}`)
  const subjects: Record<string, string> = {
    [known]: claim.userId,
    [unknown]: unknownNameSubject(portal.tokenSecret, unknown),
  }

  /** One sign-in, from an empty attempt budget (cleared untimed), so every sample checks a password. */
  const time = async (email: string) => {
    await attempts.clear(subjects[email] ?? '')
    const started = performance.now()
    const response = await fetch(`${portal.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    await response.arrayBuffer()
    const ms = performance.now() - started
    if (response.status !== 401) throw new Error(`A wrong password for ${email} answered ${response.status}`)
    return ms
  }
  const pair = async (index: number) => {
    // Alternating which goes first, so a trend in the machine's load falls on both alike.
    if (index % 2) {
      const knownMs = await time(known)
      return { knownMs, unknownMs: await time(unknown) }
    }
    const unknownMs = await time(unknown)
    return { knownMs: await time(known), unknownMs }
  }

  for (let index = 0; index < warmupPairs; index++) await pair(index)
  const measured = []
  for (let index = 0; index < pairs; index++) measured.push(await pair(index))
  await attempts.clear(subjects[known] ?? '')
  const differenceMs = measured.map(({ knownMs, unknownMs }) => knownMs - unknownMs)
  return {
    knownMs: measured.map(({ knownMs }) => knownMs),
    unknownMs: measured.map(({ unknownMs }) => unknownMs),
    differenceMs,
    medianDifferenceMs: median(differenceMs),
  }
}
