import type { Caller } from '@campus/core'
import { requiredFilterValue, type ListSpec } from '@campus/db'
import { callerOf, listQueryOf, type AppEnv } from '@campus/http'
import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'

/** The student lists (comments, timeline) take one filter, the student. */
export const STUDENT_FILTER_SPEC = { filter: { studentId: 'string' } } as const satisfies ListSpec

/**
 * The handler of a list narrowed to one required value (`filter=<field> eq <value>`, a 400 LIST_FILTER_REQUIRED
 * asking for `what` without it), answered by `run` for the caller. Typed with `run`'s result, so the web's client
 * knows what the list answers.
 */
export const byRequiredFilter =
  <Result>(field: string, what: string, run: (caller: Caller, value: string) => Promise<Result>) =>
  async (c: Context<AppEnv>) =>
    // The cast only names the type: Hono cannot relate its JSON typing of a generic result to `Result`.
    c.json(
      (await run(callerOf(c), requiredFilterValue(listQueryOf(c), field, what))) as never,
      200,
    ) as unknown as Response & TypedResponse<JSONParsed<Result>, 200, 'json'>
