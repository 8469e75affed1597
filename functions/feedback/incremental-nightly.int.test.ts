import { GetCommand } from '@aws-sdk/lib-dynamodb'
import { describe, expect, it } from 'vitest'
import { aggregateKey } from './aggregates'
import { QUIET_PERIOD_MS } from './job-progress'
import type { RebuildResult } from './report-aggregates.job'
import type { TargetRebuildResult } from './survey-aggregates.job'
import { createFeedbackFixture } from './testing/fixture'
import { eventFormAnswer, buildTemplate, openSurvey } from './testing/forms'
import { runNightlyJob, loseOneAnswer } from './testing/nightly'

type Nightly = RebuildResult & { surveys: TargetRebuildResult; workbooks: string[] }

let students = 0

const guest = (event: string, ratings: number[]) =>
  f.call(
    'POST',
    '/boot/feedback/answer',
    eventFormAnswer(f, template, event, ratings, `browser-${event}-${Math.random().toString(36).slice(2)}`),
  )

async function student(groupId: string) {
  students += 1
  return f.login('student', { userId: `st${students}`, name: `St${students}`, groupId })
}

const surveyAnswer = (token: string, targetIndex: number, ratings: number[]) =>
  f.call('POST', '/boot/feedback/v2/group/answer', {
    token,
    body: {
      surveyId: survey.id,
      targetId: survey.targets[targetIndex]!.id,
      questions: survey.questions.map(({ id }, index) => ({ id, answer: ratings[index] })),
    },
  })

/**
 * A run as if it started one quiet period after now: it covers every answer given so far, and the answers given
 * after it fall in the next run's window.
 */
const runNightly = (input?: { full?: boolean; limit?: number }, at = Date.now() + QUIET_PERIOD_MS) =>
  runNightlyJob<Nightly>(f, at, input)

/** The answers partitions (`ANSWERS#…`, `SURVEYANSWERS#…`) the work Queried, and whether it Scanned. */
async function answersRead(run: () => Promise<unknown>) {
  const partitions: string[] = []
  let scans = 0
  const name = 'recordAnswerReads'
  f.env.raw.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as {
        IndexName?: string
        ExpressionAttributeValues?: Record<string, unknown>
      }
      if (context.commandName === 'ScanCommand') scans += 1
      // Marshalled or not, depending on where in the stack this runs.
      const value = input.ExpressionAttributeValues?.[':pk']
      const pk = value && typeof value === 'object' && 'S' in value ? String(value.S) : String(value)
      if (context.commandName === 'QueryCommand' && !input.IndexName && /ANSWERS#/.test(pk))
        partitions.push(pk)
      return next(args)
    },
    { step: 'initialize', name },
  )
  try {
    await run()
  } finally {
    f.env.raw.middlewareStack.remove(name)
  }
  return { partitions: partitions.sort(), scans }
}

const progressOf = async (part: string) =>
  (
    await f.env.client.send(
      new GetCommand({
        TableName: f.env.tables.feedback,
        Key: { pk: 'JOBPROGRESS#feedback-reports', sk: part },
      }),
    )
  ).Item

const f = await createFeedbackFixture()
const hod = await f.login('hod', { departmentIds: ['cse'] })
const template = await buildTemplate(f, hod, 'Talk', ['Content', 'Delivery'])
for (const [event, ratings] of [
  ['talk-1', [5, 4]],
  ['talk-1', [3, 3]],
  ['talk-2', [4, 4]],
] as const)
  expect((await guest(event, [...ratings])).status).toBe(200)
const survey = await openSurvey(f, hod, template, ['final-a', 'final-b'], 'EXITFEEDBACK')
expect((await surveyAnswer(await student('final-a'), 0, [4, 5])).status).toBe(200)
expect((await surveyAnswer(await student('final-b'), 1, [2, 3])).status).toBe(200)

describe('the incremental nightly feedback job', () => {
  it('recounts everything on its first run, then nothing when nobody answered since', async () => {
    const first = await runNightly()
    expect(first).toMatchObject({ forms: 2, surveys: { targets: 2 }, progress: { full: true, more: false } })
    expect(first.workbooks).toHaveLength(3)

    let second: Nightly | undefined
    const at = Date.now() + QUIET_PERIOD_MS
    const reads = await answersRead(async () => (second = await runNightly(undefined, at)))
    expect(reads).toEqual({ partitions: [], scans: 0 })
    expect(second).toMatchObject({
      forms: 0,
      corrected: [],
      surveys: { targets: 0, corrected: [] },
      workbooks: [],
      progress: { full: false, watermark: at - QUIET_PERIOD_MS, more: false },
    })
  })

  it('keeps the answer routes at their DynamoDB call counts', async () => {
    const publicAnswer = await f.countCalls(async () =>
      expect((await guest('talk-3', [5, 5])).status).toBe(200),
    )
    // The template; the address's and the QR code's limits (docs/adr/0033); the answer; its aggregate.
    expect(publicAnswer.byCommand).toEqual({ GetItemCommand: 1, UpdateItemCommand: 3, PutItemCommand: 1 })
    const token = await student('final-a')
    const inPortal = await f.countCalls(async () =>
      expect((await surveyAnswer(token, 0, [3, 3])).status).toBe(200),
    )
    // The session, then the survey and target together, the answer, its count.
    expect(inPortal.byCommand).toEqual({
      GetItemCommand: 1,
      BatchGetItemCommand: 1,
      PutItemCommand: 1,
      UpdateItemCommand: 1,
    })
  })

  it('recounts only the form and the target answered since its last run', async () => {
    await runNightly() // takes in the previous test's answers
    expect((await guest('talk-1', [1, 1])).status).toBe(200)
    expect((await surveyAnswer(await student('final-b'), 1, [5, 5])).status).toBe(200)

    let result: Nightly | undefined
    const reads = await answersRead(async () => (result = await runNightly()))
    expect(reads).toEqual({
      partitions: [`ANSWERS#${template.id}#talk-1`, `SURVEYANSWERS#${survey.id}#${survey.targets[1]!.id}`],
      scans: 0,
    })
    expect(result).toMatchObject({ forms: 1, corrected: [], surveys: { targets: 1, corrected: [] } })
    expect(result!.workbooks).toEqual([
      `reports/feedback/${survey.id}/SubjectWise.xlsx`,
      `reports/feedback/${survey.id}/FeedbackSurvey.xlsx`,
      `reports/feedback/${survey.id}/class_feedback_report.xlsx`,
    ])
  })

  it('leaves drift in an aggregate nobody answered to the full run, which corrects it', async () => {
    await loseOneAnswer(f, aggregateKey('talk-2', template.id), ['polled', 'g0_4'])
    expect((await guest('talk-1', [2, 2])).status).toBe(200)

    const incremental = await runNightly()
    expect(incremental).toMatchObject({ forms: 1, corrected: [] })
    const full = await runNightly({ full: true })
    expect(full.progress).toMatchObject({ full: true, more: false })
    expect(full.corrected).toEqual([
      { referenceId: 'talk-2', feedbackTemplateId: template.id, drift: ['g0_4', 'polled'] },
    ])
    expect((await runNightly({ full: true })).corrected).toEqual([])
  })

  it('stops at its limit and the next invocation continues from there', async () => {
    expect((await guest('talk-1', [3, 4])).status).toBe(200)
    expect((await guest('talk-2', [4, 3])).status).toBe(200)
    const watermark = (await progressOf('forms'))?.through as number

    const first = await runNightly({ limit: 1 })
    expect(first).toMatchObject({ forms: 1, progress: { more: true, watermark } })
    const second = await runNightly({ limit: 1 })
    expect(second.forms).toBe(1)
    expect(second.progress.more).toBe(false)
    expect(second.progress.watermark).toBeGreaterThan(watermark)
    for (const run of [first, second]) expect([...run.skipped, ...run.corrected]).toEqual([])
    expect((await runNightly()).forms).toBe(0)
  })

  it('lets only one of two overlapping runs advance the watermark, and never moves it backwards', async () => {
    const at = Date.now() + QUIET_PERIOD_MS
    const runs = await Promise.all([runNightly({}, at), runNightly({}, at)])
    expect(runs.map((run) => run.progress.superseded ?? false).sort()).toEqual([false, true])
    expect((await progressOf('forms'))?.through).toBe(at - QUIET_PERIOD_MS)

    // A run that started earlier than the last one (a delayed retry) leaves the watermark where it is.
    const late = await runNightly({}, at - 60 * QUIET_PERIOD_MS)
    expect(late.progress.watermark).toBe(at - QUIET_PERIOD_MS)
    expect((await progressOf('forms'))?.through).toBe(at - QUIET_PERIOD_MS)
    expect((await progressOf('targets'))?.through).toBe(at - QUIET_PERIOD_MS)
  })
})
