import { GRADE_FIELDS, type FeedbackReport } from '@campus/core'
import { createDirectory } from '@campus/db'
import { createAnswerCodes } from '@campus/http'
import { difference } from './dynamo-calls'
import type { BenchPortal } from './portal'

/** The burst the feedback issue asks for: 10,000 distinct students at concurrency 50, plus repeats of some. */
export const BURST_SETTINGS = { submissions: 10_000, repeats: 200, concurrency: 50, questions: 3 } as const

export interface BurstMeasurement {
  /** DynamoDB commands of one submission sent alone, before the burst. */
  answerCalls: number
  sent: number
  accepted: number
  /** Repeats the server refused with 409 ALREADY_SUBMITTED. */
  refusedRepeats: number
  /** Responses that were neither: lost submissions. */
  otherStatuses: Record<string, number>
  ms: number
  perSecond: number
  /** Respondents the report counts; must equal `accepted`. */
  reportPolled: number
  /** Grade counts in the report that differ from what was sent (question, grade, sent, reported). */
  mismatches: string[]
}

async function call(url: string, init: RequestInit & { token?: string }) {
  const target = init.token
    ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(init.token)}`
    : url
  const response = await fetch(target, {
    ...init,
    headers: { 'content-type': 'application/json' },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Question `q` of student `n` gets a rating spread over 1 to 5. */
const ratingOf = (n: number, q: number) => 1 + ((n * (q + 1) + q) % 5)

/** The group the burst's survey asks; its students are written straight into the student directory. */
const BENCH_GROUP = 'bench-burst-group'
const benchRegNo = (n: number) => `BENCH${String(n).padStart(5, '0')}`

/**
 * Opens an OTHERS survey of the template asking the bench group (the public form takes a survey's students
 * only, docs/adr/0011) and returns its id: the form's reference.
 */
async function openSurvey(baseUrl: string, token: string, feedbackTemplateId: string, name: string) {
  const survey = await call(`${baseUrl}/boot/feedback/survey`, {
    method: 'POST',
    token,
    body: JSON.stringify({ name, type: 'OTHERS', feedbackTemplateId, closesOn: Date.now() + 86_400_000 }),
  })
  if (survey.status !== 200) throw new Error(`Opening the bench survey got ${survey.status}`)
  const surveyId = String(survey.body.id)
  const targets = await call(`${baseUrl}/boot/feedback/v2/group/survey`, {
    method: 'POST',
    token,
    body: JSON.stringify({ surveyId, groups: [{ groupId: BENCH_GROUP, groupName: 'Bench' }] }),
  })
  if (targets.status !== 200) throw new Error(`Adding the bench group got ${targets.status}`)
  return surveyId
}

/**
 * Builds a template and two surveys of it through the API and puts the burst's students in the student
 * directory (setup, as identity would on import), then fires every submission at the public answer route with
 * `concurrency` in flight, the repeats mixed in among them, and checks the report afterwards against what was
 * sent.
 */
export async function measureFeedbackBurst(portal: BenchPortal, token: string): Promise<BurstMeasurement> {
  const { baseUrl } = portal
  const questions: { id: string; question: string }[] = []
  for (let q = 0; q < BURST_SETTINGS.questions; q++) {
    const created = await call(`${baseUrl}/boot/feedback/questions`, {
      method: 'POST',
      token,
      body: JSON.stringify({ question: `Bench question ${q + 1}` }),
    })
    questions.push({ id: String(created.body.id), question: String(created.body.question) })
  }
  const template = await call(`${baseUrl}/boot/feedback/feedbackTemplate`, {
    method: 'POST',
    token,
    body: JSON.stringify({ name: 'Bench burst', questions }),
  })
  const feedbackTemplateId = String(template.body.id)
  const referenceId = await openSurvey(baseUrl, token, feedbackTemplateId, 'Bench burst')
  const singleId = await openSurvey(baseUrl, token, feedbackTemplateId, 'Bench single')
  const student = (registerNo: string) => ({
    put: [
      {
        userId: `bench-${registerNo}`,
        registerNo,
        departmentIds: [],
        groupId: BENCH_GROUP,
        accountStatus: 'ACTIVE',
      },
    ],
    remove: [],
  })
  await createDirectory(portal.client, portal.tables.directory).applyMany([
    student('BENCHSINGLE'),
    ...Array.from({ length: BURST_SETTINGS.submissions }, (_, n) => student(benchRegNo(n))),
  ])

  // Each student's personal answer code, as the portal gives it (docs/adr/0033): the user ids are the bench's.
  const codes = createAnswerCodes(portal.tokenSecret)
  const answerCode = (surveyId: string, registerNo: string) =>
    codes.sign({ surveyId, userId: `bench-${registerNo}` })

  // One submission alone first, counted, so the write budget is checked on the route the burst uses.
  const before = portal.counter.snapshot()
  const single = await call(`${baseUrl}/boot/feedback/answer`, {
    method: 'POST',
    body: JSON.stringify({
      feedbackTemplateId,
      referenceId: singleId,
      studentRegNo: 'BENCHSINGLE',
      answerCode: answerCode(singleId, 'BENCHSINGLE'),
      questions: questions.map((question) => ({ ...question, answer: 4 })),
    }),
  })
  if (single.status !== 200) throw new Error(`A single feedback answer got ${single.status}`)
  const answerCalls = difference(before, portal.counter.snapshot()).total

  const students = Array.from({ length: BURST_SETTINGS.submissions }, (_, n) => n)
  // Every 50th student sends again a few requests later, as a double tap or a retry would.
  const repeats = Array.from({ length: BURST_SETTINGS.repeats }, (_, r) => r * 50)
  const queue = [...students]
  repeats.forEach((n, r) => queue.splice(n + 25 + r, 0, n))
  const expected = Array.from({ length: BURST_SETTINGS.questions }, () => [0, 0, 0, 0, 0])
  for (const n of students)
    for (let q = 0; q < BURST_SETTINGS.questions; q++) expected[q]![ratingOf(n, q) - 1]! += 1

  const statuses: number[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < queue.length) {
      const n = queue[next++]!
      const { status } = await call(`${baseUrl}/boot/feedback/answer`, {
        method: 'POST',
        body: JSON.stringify({
          feedbackTemplateId,
          referenceId,
          studentRegNo: benchRegNo(n),
          answerCode: answerCode(referenceId, benchRegNo(n)),
          studentName: `Bench Student ${n}`,
          questions: questions.map((question, q) => ({ ...question, answer: ratingOf(n, q) })),
        }),
      })
      statuses.push(status)
    }
  }
  await Promise.all(Array.from({ length: BURST_SETTINGS.concurrency }, worker))
  const ms = performance.now() - started

  const report = (
    await call(`${baseUrl}/boot/feedback/answer/report/${referenceId}`, { method: 'GET', token })
  ).body as unknown as FeedbackReport
  const mismatches: string[] = []
  report.questions.forEach((question, q) =>
    GRADE_FIELDS.forEach((field, g) => {
      if (question[field] !== expected[q]![g])
        mismatches.push(
          `question ${q + 1} grade ${g + 1}: sent ${expected[q]![g]}, reported ${question[field]}`,
        )
    }),
  )
  const otherStatuses: Record<string, number> = {}
  for (const status of statuses)
    if (status !== 200 && status !== 409) otherStatuses[status] = (otherStatuses[status] ?? 0) + 1
  return {
    answerCalls,
    sent: queue.length,
    accepted: statuses.filter((status) => status === 200).length,
    refusedRepeats: statuses.filter((status) => status === 409).length,
    otherStatuses,
    ms,
    perSecond: queue.length / (ms / 1000),
    reportPolled: report.polledUser,
    mismatches,
  }
}
