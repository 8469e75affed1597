import { describe, expect, it } from 'vitest'
import type { RebuildResult } from './report-aggregates.job'
import { createFeedbackFixture } from './testing/fixture'
import { eventFormAnswer, buildTemplate } from './testing/forms'
import { runNightlyJob } from './testing/nightly'

const f = await createFeedbackFixture()
const hod = await f.login('hod')
const template = await buildTemplate(f, hod, 'Workshop', ['Content', 'Delivery'])

const marshalled = (value: unknown) => (value && typeof value === 'object' && 'S' in value ? value.S : value)

/**
 * Makes the aggregate ADD of the next answer fail, as a process killed between storing an answer and adding it
 * to its report would leave things: the answer stored, the counts without it.
 */
function failNextAggregateAdd() {
  let failed = false
  f.env.raw.middlewareStack.add(
    (next, context) => async (args) => {
      const key = (args.input as { Key?: Record<string, unknown> }).Key
      if (
        !failed &&
        /^Update(Item)?Command$/.test(context.commandName ?? '') &&
        String(marshalled(key?.pk)).startsWith('REPORT#')
      ) {
        failed = true
        throw new Error('Injected failure of the aggregate update')
      }
      return next(args)
    },
    { step: 'initialize', name: 'failAggregateAdd' },
  )
  return () => f.env.raw.middlewareStack.remove('failAggregateAdd')
}

const answer = (event: string, ratings: number[], submissionId: string) =>
  f.call('POST', '/boot/feedback/answer', eventFormAnswer(f, template, event, ratings, submissionId))
const report = (referenceId: string) =>
  f.ok<{ polledUser: number; overAllAvg: number }>('GET', `/boot/feedback/answer/report/${referenceId}`, {
    token: hod,
  })

describe('an answer stored whose aggregate update never happened', () => {
  it('is missing from the counts until the nightly job, which counts it, once', async () => {
    expect((await answer('workshop-1', [4, 4], 'browser-1')).status).toBe(200)
    const restore = failNextAggregateAdd()
    try {
      // The answer is stored; its ADD fails (the process could as well have died here).
      expect((await answer('workshop-1', [2, 2], 'browser-2')).status).toBe(500)
    } finally {
      restore()
    }
    // A resend is a repeat, never counted twice; the report still lacks the answer.
    expect((await answer('workshop-1', [2, 2], 'browser-2')).status).toBe(409)
    expect(await report('workshop-1')).toMatchObject({ polledUser: 1, overAllAvg: 4 })

    const result = await runNightlyJob<RebuildResult>(f)
    expect(result.corrected).toEqual([
      expect.objectContaining({ referenceId: 'workshop-1', drift: expect.arrayContaining(['polled']) }),
    ])
    expect(await report('workshop-1')).toMatchObject({ polledUser: 2, overAllAvg: 3 })
    // Counted once: the next run finds nothing to correct.
    expect((await runNightlyJob<RebuildResult>(f)).corrected).toEqual([])
  })
})
