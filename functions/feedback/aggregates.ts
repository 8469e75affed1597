import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb'
import { GRADE_FIELDS, MAX_RATING, type ExcludedBurst, type FeedbackReport } from '@campus/core'
import { aggregateKey, aggregatePartition, keyPrefixes } from './keys'

/**
 * Report aggregates, kept at write time so a report is one read however many answers there are. One item per
 * reference and template holds the number of respondents and, per question and grade, how many gave it; sums
 * and averages follow from those counts. Answers add to it with one atomic UpdateItem (ADD), and the nightly
 * job rebuilds it from the answers with the same functions, so the two cannot disagree on the arithmetic.
 */

/** What a report needs to know of its template, copied onto the aggregate by the first answer. */
export interface AggregateHeading {
  name: string
  questions: readonly { question: string }[]
}

/** The aggregate item as stored: counts under `g<question index>_<grade>`. */
export interface AggregateItem extends AggregateHeading {
  referenceId: string
  feedbackTemplateId: string
  polled: number
  /** Answers keyed by a browser submission id (EVENTS forms): each is a distinct submission id. */
  submissions?: number
  [count: `g${number}_${number}`]: number
}

/** Whether an answer's respondent key is a browser submission id (EVENTS forms) rather than a register number. */
export const isSubmissionKey = (respondentKey: string | undefined) =>
  respondentKey?.startsWith(keyPrefixes.submission) ?? false

const GRADES = Array.from({ length: MAX_RATING }, (_, index) => index + 1)

/** The attribute counting the answers of `grade` stars to question `index` of a form. */
export const gradeAttribute = (index: number, grade: number) => `g${index}_${grade}` as const

export { aggregateKey, aggregatePartition }

/**
 * The ADD clauses counting one respondent and their ratings: `#polled :one` and one grade counter per
 * question. Callers supply `:one` and the names returned.
 */
export function countAnswerClauses(ratings: readonly number[]) {
  const names: Record<string, string> = { '#polled': 'polled' }
  const additions = ['#polled :one']
  ratings.forEach((rating, index) => {
    names[`#g${index}`] = gradeAttribute(index, rating)
    additions.push(`#g${index} :one`)
  })
  return { names, additions: additions.join(', ') }
}

/**
 * Adds one respondent's ratings (in the template's question order) to the aggregate, creating it if need be;
 * an answer keyed by a browser submission id also adds to `submissions`.
 */
export function addAnswerUpdate(
  table: string,
  form: { referenceId: string; feedbackTemplateId: string; respondentKey?: string },
  heading: AggregateHeading,
  ratings: readonly number[],
): UpdateCommandInput {
  const counted = countAnswerClauses(ratings)
  if (isSubmissionKey(form.respondentKey)) {
    counted.names['#submissions'] = 'submissions'
    counted.additions += ', #submissions :one'
  }
  const names: Record<string, string> = {
    ...counted.names,
    '#name': 'name',
    '#questions': 'questions',
    '#referenceId': 'referenceId',
    '#feedbackTemplateId': 'feedbackTemplateId',
  }
  return {
    TableName: table,
    Key: aggregateKey(form.referenceId, form.feedbackTemplateId),
    UpdateExpression:
      'SET #name = if_not_exists(#name, :name), #questions = if_not_exists(#questions, :questions), ' +
      '#referenceId = :referenceId, #feedbackTemplateId = :feedbackTemplateId ' +
      `ADD ${counted.additions}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: {
      ':one': 1,
      ':name': heading.name,
      ':questions': heading.questions.map(({ question }) => ({ question })),
      ':referenceId': form.referenceId,
      ':feedbackTemplateId': form.feedbackTemplateId,
    },
  }
}

/** The aggregate that a set of answers adds up to: what the nightly rebuild writes. */
export function aggregateOf(
  form: { referenceId: string; feedbackTemplateId: string },
  heading: AggregateHeading,
  answers: readonly { ratings: readonly number[]; respondentKey?: string }[],
): AggregateItem {
  const submissions = answers.filter(({ respondentKey }) => isSubmissionKey(respondentKey)).length
  const item: AggregateItem = {
    ...form,
    name: heading.name,
    questions: heading.questions.map(({ question }) => ({ question })),
    polled: answers.length,
    ...(submissions ? { submissions } : {}),
  }
  for (const { ratings } of answers)
    ratings.forEach((rating, index) => {
      const attribute = gradeAttribute(index, rating)
      item[attribute] = (item[attribute] ?? 0) + 1
    })
  return item
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** The counts of some answers: respondents, submissions, and per question and grade. */
export type AnswerCounts = Pick<AggregateItem, 'polled' | 'submissions'> & {
  [count: `g${number}_${number}`]: number
}

/** Whether an attribute of an aggregate is one of its counts. */
const isCount = (key: string) => key === 'polled' || key === 'submissions' || /^g\d+_\d+$/.test(key)

/** The counts of an aggregate, without its heading. */
export function countsOf(item: AggregateItem): AnswerCounts {
  return Object.fromEntries(Object.entries(item).filter(([key]) => isCount(key))) as unknown as AnswerCounts
}

/** A burst left out of an event form's report, with the counts of the answers it held (docs/adr/0033). */
export interface StoredBurst extends ExcludedBurst {
  counts: AnswerCounts
}

/** A burst as a report and the pattern show it: without its counts. */
export const shownBurst = ({ counts: _counts, ...burst }: StoredBurst): ExcludedBurst => burst

/** An aggregate with the bursts left out of it, which its report names. */
export type ReportedAggregate = AggregateItem & { excluded?: ExcludedBurst[] }

/**
 * An aggregate less the answers of the bursts left out of it. The bursts' counts were taken from the answers
 * themselves, which never change, so the nightly recount of the aggregate does not disturb them.
 */
export function withoutBursts(item: AggregateItem, bursts: readonly StoredBurst[]): ReportedAggregate {
  if (bursts.length === 0) return item
  const left: Record<string, unknown> = { ...item }
  for (const { counts } of bursts)
    for (const [key, count] of Object.entries(counts))
      left[key] = Math.max(0, Number(left[key] ?? 0) - Number(count))
  return { ...(left as unknown as AggregateItem), excluded: bursts.map(shownBurst) }
}

/** The legacy report shape (`polledUser`, `overAllAvg`, grade counts spelled `fouthGrade`) of an aggregate. */
export function reportOf(referenceId: string, item: ReportedAggregate | undefined): FeedbackReport {
  const excluded = item?.excluded?.length ? { excluded: item.excluded } : {}
  if (!item || item.polled === 0)
    return { referenceId, polledUser: 0, overAllAvg: 0, questions: [], ...excluded }
  let total = 0
  const questions = item.questions.map(({ question }, index) => {
    const counts = GRADES.map((grade) => item[gradeAttribute(index, grade)] ?? 0)
    const sum = counts.reduce((acc, count, at) => acc + count * GRADES[at]!, 0)
    total += sum
    const grades = Object.fromEntries(GRADE_FIELDS.map((field, at) => [field, counts[at]!]))
    return { question, ...grades, avg: round2(sum / item.polled) } as FeedbackReport['questions'][number]
  })
  return {
    referenceId,
    feedbackTemplateId: item.feedbackTemplateId,
    name: item.name,
    polledUser: item.polled,
    overAllAvg: round2(total / (item.polled * Math.max(item.questions.length, 1))),
    questions,
    // An event's form: how many browser submissions its answers came from (one answer each).
    ...(item.submissions ? { submissions: { distinct: item.submissions, answers: item.polled } } : {}),
    ...excluded,
  }
}

/** The attributes that differ between two aggregates: the drift a rebuild corrects. */
export function aggregateDrift(stored: AggregateItem | undefined, rebuilt: AggregateItem): string[] {
  const keys = new Set([...Object.keys(rebuilt), ...Object.keys(stored ?? {})])
  return [...keys]
    .filter(isCount)
    .filter((key) => (stored?.[key as 'polled'] ?? 0) !== (rebuilt[key as 'polled'] ?? 0))
    .sort()
}
