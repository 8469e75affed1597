import { DeleteCommand } from '@aws-sdk/lib-dynamodb'
import { describe, expect, it } from 'vitest'
import { aggregateKey } from './aggregates'
import { QUIET_PERIOD_MS, type RebuildResult } from './report-aggregates.job'
import { createFeedbackFixture } from './testing/fixture'
import { runNightlyJob, loseOneAnswer } from './testing/nightly'
import { eventFormAnswer, buildTemplate } from './testing/forms'

const f = await createFeedbackFixture()
const hod = await f.login('hod')
const template = await buildTemplate(f, hod, 'Seminar', ['Content', 'Delivery'])
// Two events' forms, answered from their signed links by browsers.
const guest = (event: string, ratings: number[], submissionId: string) =>
  f.ok('POST', '/boot/feedback/answer', eventFormAnswer(f, template, event, ratings, submissionId))
for (const [index, ratings] of [
  [5, 4],
  [3, 3],
  [4, 5],
].entries())
  await guest('seminar-1', ratings, `browser-000${index}`)
await guest('seminar-2', [2, 2], 'browser-0009')

const runNightly = (at?: number, input?: { full: boolean }) => runNightlyJob<RebuildResult>(f, at, input)
const report = (referenceId: string) =>
  f.ok<{ polledUser: number; overAllAvg: number }>('GET', `/boot/feedback/answer/report/${referenceId}`, {
    token: hod,
  })

describe('the nightly rebuild of report aggregates', () => {
  it('finds nothing to correct when every answer reached its aggregate', async () => {
    const at = Date.now() + 2 * QUIET_PERIOD_MS
    // The first run has no watermark: it recounts everything.
    const progress = { full: true, watermark: at - QUIET_PERIOD_MS, more: false }
    expect(await runNightly(at)).toEqual({
      job: 'feedback-reports',
      forms: 2,
      corrected: [],
      skipped: [],
      progress,
      surveys: { targets: 0, corrected: [], skipped: [], progress },
      workbooks: [],
      workbookProgress: progress,
    })
  })

  it('corrects counts that drifted, names what it corrected, and the report reads right again', async () => {
    // An answer whose aggregate update failed, and an aggregate lost altogether.
    await loseOneAnswer(f, aggregateKey('seminar-1', template.id), ['polled', 'g0_5', 'g1_4'])
    await f.env.client.send(
      new DeleteCommand({ TableName: f.env.tables.feedback, Key: aggregateKey('seminar-2', template.id) }),
    )
    expect(await report('seminar-1')).toMatchObject({ polledUser: 2 })
    expect(await report('seminar-2')).toMatchObject({ polledUser: 0 })

    // Nobody answered these forms since the last run: only a full run looks at them.
    expect((await runNightly()).corrected).toEqual([])
    const result = await runNightly(undefined, { full: true })
    expect(result.corrected).toEqual(
      expect.arrayContaining([
        { referenceId: 'seminar-1', feedbackTemplateId: template.id, drift: ['g0_5', 'g1_4', 'polled'] },
        {
          referenceId: 'seminar-2',
          feedbackTemplateId: template.id,
          drift: ['g0_2', 'g1_2', 'polled', 'submissions'],
        },
      ]),
    )
    expect(await report('seminar-1')).toMatchObject({ polledUser: 3, overAllAvg: 4 })
    expect(await report('seminar-2')).toMatchObject({
      polledUser: 1,
      overAllAvg: 2,
      submissions: { distinct: 1, answers: 1 },
    })
    expect((await runNightly(undefined, { full: true })).corrected).toEqual([])
  })

  it('leaves forms answered within the quiet period for the next run', async () => {
    const result = await runNightly(Date.now(), { full: true })
    expect(result.corrected).toEqual([])
    expect(result.skipped).toHaveLength(2)
    expect(result.skipped[0]).toMatchObject({ reason: 'ACTIVE' })
  })
})
