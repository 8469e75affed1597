import { requiredFilterValue, type ListSpec } from '@campus/db'
import { listQueryOf, type AppEnv } from '@campus/http'
import type { Context } from 'hono'

/** The student lists (comments, timeline) take one filter, the student, which they require. */
export const STUDENT_FILTER_SPEC = { filter: { studentId: 'string' } } as const satisfies ListSpec

/** The value of a filter a list requires (`filter=<field> eq <value>`); a 400 asking for `what` without it. */
export const requiredFilterOf = (c: Context<AppEnv>, field: string, what: string) =>
  requiredFilterValue(listQueryOf(c), field, what)
