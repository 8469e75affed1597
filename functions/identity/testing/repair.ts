import type { JobContext } from '@campus/runtime'
import { QUIET_PERIOD_MS, repairDerived } from '../derived-repair.job'
import type { IdentityFixture } from './fixture'

/** A job context on the fixture's tables at `now`: by default past the quiet period, so the repair may remove. */
export const jobContextAt = (f: IdentityFixture, now = Date.now() + 2 * QUIET_PERIOD_MS): JobContext => ({
  client: f.env.client,
  s3: f.env.s3,
  tables: f.env.tables,
  buckets: f.env.buckets,
  now: () => now,
})

/** The nightly `repair-derived` on the fixture's tables, the directory included, at `now` (as jobContextAt). */
export const repairAt = (f: IdentityFixture, now?: number) =>
  repairDerived(f.env.client, f.env.tables.identity, jobContextAt(f, now).now, f.env.tables.directory)
