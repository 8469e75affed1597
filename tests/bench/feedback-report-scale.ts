import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb'
import { untilProcessed } from '@campus/db'
import { aggregateKey, aggregateOf } from '@campus/functions/feedback/aggregates'
import type { BenchPortal } from './portal'
import { median } from './stats'

/** The two sizes the summary report is timed at, and how many timed reads of each. */
export const REPORT_SCALE_SETTINGS = { small: 1_000, large: 1_000_000, reads: 200 } as const

export interface ReportScaleMeasurement {
  smallMs: number
  largeMs: number
  /** How long writing the answers took (setup, not measured against a budget). */
  seedMs: number
}

const HEADING = {
  name: 'Bench scale',
  questions: [{ question: 'Q1' }, { question: 'Q2' }, { question: 'Q3' }],
}
const ratingsOf = (n: number) => [1 + (n % 5), 1 + ((n * 3) % 5), 1 + ((n * 7) % 5)]

/**
 * Stores `count` answers to one form straight into the feedback table (as the answer route writes them,
 * 25 to a BatchWrite, 8 BatchWrites in flight) and the aggregate they add up to: what a form answered that many
 * times looks like, without sending a million requests through the API.
 */
async function seedAnswers(portal: BenchPortal, table: string, referenceId: string, count: number) {
  const form = { feedbackTemplateId: 'bench-scale-template', referenceId }
  const answers = Array.from({ length: count }, (_, n) => ({ ratings: ratingsOf(n) }))
  let next = 0
  const writer = async () => {
    while (next < count) {
      const start = next
      next += 25
      const items = answers.slice(start, start + 25).map(({ ratings }, offset) => ({
        PutRequest: {
          Item: {
            pk: `ANSWERS#${form.feedbackTemplateId}#${referenceId}`,
            sk: `REG#SCALE${start + offset}`,
            ...form,
            id: `scale-${start + offset}`,
            respondentKey: `REG#SCALE${start + offset}`,
            ratings,
            submittedOn: 0,
          },
        },
      }))
      await untilProcessed(items, async (batch) => {
        const result = await portal.client.send(new BatchWriteCommand({ RequestItems: { [table]: batch } }))
        return { unprocessed: (result.UnprocessedItems?.[table] ?? []) as typeof batch }
      })
    }
  }
  await Promise.all(Array.from({ length: 8 }, writer))
  await portal.client.send(
    new PutCommand({
      TableName: table,
      Item: { ...aggregateKey(referenceId, form.feedbackTemplateId), ...aggregateOf(form, HEADING, answers) },
    }),
  )
}

/**
 * The summary report's time with 1,000 and with 1,000,000 answers behind it: reads alternate between the two
 * references so both see the same machine, and each side's median is reported.
 */
export async function measureReportScale(
  portal: BenchPortal,
  table: string,
  token: string,
): Promise<ReportScaleMeasurement> {
  const seeding = performance.now()
  await seedAnswers(portal, table, 'bench-scale-small', REPORT_SCALE_SETTINGS.small)
  await seedAnswers(portal, table, 'bench-scale-large', REPORT_SCALE_SETTINGS.large)
  const seedMs = performance.now() - seeding

  const time = async (referenceId: string) => {
    const started = performance.now()
    const response = await fetch(
      `${portal.baseUrl}/boot/feedback/answer/report/${referenceId}?token=${encodeURIComponent(token)}`,
    )
    const body = (await response.json()) as { polledUser?: number }
    if (response.status !== 200) throw new Error(`report ${referenceId} answered ${response.status}`)
    return { ms: performance.now() - started, polled: body.polledUser }
  }
  const small: number[] = []
  const large: number[] = []
  for (let read = 0; read < REPORT_SCALE_SETTINGS.reads; read++) {
    const a = await time('bench-scale-small')
    const b = await time('bench-scale-large')
    if (a.polled !== REPORT_SCALE_SETTINGS.small || b.polled !== REPORT_SCALE_SETTINGS.large)
      throw new Error(`The scale reports count ${a.polled} and ${b.polled} respondents`)
    small.push(a.ms)
    large.push(b.ms)
  }
  return { smallMs: median(small), largeMs: median(large), seedMs }
}
