import { GetObjectCommand } from '@aws-sdk/client-s3'
import type { SubjectWiseReport, SurveyDetail } from '@campus/core'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { TargetRebuildResult } from './survey-aggregates.job'
import { targetKey } from './survey-targets'
import { createFeedbackFixture } from './testing/fixture'
import { runNightlyJob, loseOneAnswer } from './testing/nightly'
import { buildTemplate } from './testing/forms'

const f = await createFeedbackFixture()
const hod = await f.login('hod', { departmentIds: ['cse'] })
const template = await buildTemplate(f, hod, 'Exit', ['Facilities', 'Placement help'])
const created = await f.ok<SurveyDetail>('POST', '/boot/feedback/survey', {
  token: hod,
  body: {
    name: 'Exit 2026',
    type: 'EXITFEEDBACK',
    feedbackTemplateId: template.id,
    closesOn: Date.now() + 86_400_000,
  },
})
const survey = await f.ok<SurveyDetail>('POST', '/boot/feedback/v2/group/survey', {
  token: hod,
  body: { surveyId: created.id, groups: [{ groupId: 'final-a', groupName: 'Final A' }] },
})
for (const [n, ratings] of [
  [4, 5],
  [2, 3],
  [5, 5],
].entries()) {
  const token = await f.login('student', { userId: `s${n}`, name: `S${n}`, groupId: 'final-a' })
  await f.ok('POST', '/boot/feedback/v2/group/answer', {
    token,
    body: {
      surveyId: survey.id,
      targetId: survey.targets[0]!.id,
      questions: survey.questions.map(({ id }, index) => ({ id, answer: ratings[index] })),
    },
  })
}

const runNightly = (at?: number, input?: { full: boolean }) =>
  runNightlyJob<{ surveys: TargetRebuildResult; workbooks: string[] }>(f, at, input)

describe('the nightly job on surveys', () => {
  it('recounts a target that drifted, names the correction, and writes the dated workbooks', async () => {
    const targetId = survey.targets[0]!.id
    // An answer whose count failed after it was stored.
    await loseOneAnswer(f, targetKey(survey.id, targetId), ['polled', 'g0_4', 'g1_5'])
    const result = await runNightly()
    expect(result.surveys.corrected).toEqual([
      { surveyId: survey.id, targetId, drift: ['g0_4', 'g1_5', 'polled'] },
    ])
    const report = await f.ok<SubjectWiseReport>('GET', `/boot/feedback/v2/report/subjectWise/${survey.id}`, {
      token: hod,
    })
    expect(report.rows[0]).toMatchObject({ polledUser: 3, groupName: 'Final A' })

    const prefix = `reports/feedback/${survey.id}/`
    expect(result.workbooks).toEqual([
      `${prefix}SubjectWise.xlsx`,
      `${prefix}FeedbackSurvey.xlsx`,
      `${prefix}class_feedback_report.xlsx`,
    ])
    const object = await f.env.s3.send(
      new GetObjectCommand({ Bucket: f.env.buckets.exports, Key: `${prefix}class_feedback_report.xlsx` }),
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(
      Buffer.from(await object.Body!.transformToByteArray()) as unknown as ExcelJS.Buffer,
    )
    // (4 + 2 + 5 + 5 + 3 + 5) / 6 = 4 on average: 80%.
    expect((workbook.getWorksheet('Classes')!.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Final A',
      3,
      4,
      80,
    ])
    expect((await runNightly()).surveys.corrected).toEqual([])
  })

  it('leaves a target answered within the quiet period for the next run', async () => {
    const result = await runNightly(Date.now(), { full: true })
    expect(result.surveys.skipped).toEqual([
      { surveyId: survey.id, targetId: survey.targets[0]!.id, reason: 'ACTIVE' },
    ])
  })
})
