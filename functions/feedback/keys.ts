import { FEEDBACK_SURVEY_INDEXES, fillKey, indexKey } from '@campus/db'

/**
 * Who answered a form, as the answer's key: the register number (case and spaces folded), or for EVENTS forms,
 * which have no student fields, the random id the browser keeps for that form.
 */
export const respondentKey = (respondent: { studentRegNo?: string; submissionId?: string }) =>
  respondent.studentRegNo
    ? `REG#${respondent.studentRegNo.replace(/\s+/g, '').toUpperCase()}`
    : `SUBMISSION#${respondent.submissionId}`

/**
 * Keys and prefixes that reads, jobs and the aggregates name directly (entities.ts holds the key table; these
 * must match its templates, which the entities tests check).
 */
export const keyPrefixes = {
  formAnswers: 'ANSWERS#',
  report: 'REPORT#',
  survey: 'SURVEY#',
  target: 'TARGET#',
  /** A survey answer's sort key: the student who gave it. */
  answeredBy: 'USER#',
  submission: 'SUBMISSION#',
  /** The bursts left out of a form's report, in its reference's report partition. */
  excluded: 'EXCLUDED#',
} as const

/** The public form's answers to one template for one reference (an event, a survey). */
export const formAnswersPartition = (feedbackTemplateId: string, referenceId: string) =>
  `${keyPrefixes.formAnswers}${feedbackTemplateId}#${referenceId}`

const { surveyTarget, surveyAnswer } = FEEDBACK_SURVEY_INDEXES

/** Students' answers to one survey target. */
export const surveyAnswersPartition = (surveyId: string, targetId: string) =>
  fillKey(surveyAnswer.byTarget.pk, { surveyId, targetId })

export const templateKey = (feedbackTemplateId: string) => ({
  pk: `TEMPLATE#${feedbackTemplateId}`,
  sk: 'TEMPLATE',
})

/** The partition holding every aggregate of one reference. */
export const aggregatePartition = (referenceId: string) => `${keyPrefixes.report}${referenceId}`

export const aggregateKey = (referenceId: string, feedbackTemplateId: string) => ({
  pk: aggregatePartition(referenceId),
  sk: `TEMPLATE#${feedbackTemplateId}`,
})

/**
 * The bursts left out of a form's report (docs/adr/0033), beside its aggregate, so the report's one Query of
 * the reference's partition reads both.
 */
export const exclusionsSortKey = (feedbackTemplateId: string) =>
  `${keyPrefixes.excluded}${feedbackTemplateId}`

export const exclusionsKey = (referenceId: string, feedbackTemplateId: string) => ({
  pk: aggregatePartition(referenceId),
  sk: exclusionsSortKey(feedbackTemplateId),
})

export const surveyPartition = (surveyId: string) => `${keyPrefixes.survey}${surveyId}`

/** A survey target's key (the shared template mentoring reads too, @campus/db feedback-keys.ts). */
export const targetKey = (surveyId: string, targetId: string) =>
  indexKey(surveyTarget.bySurvey, { surveyId, targetId })

/** Where targets are listed: a staff member's (gsi1) and a group's (gsi2). */
export const targetListing = {
  staff: (staffId: string) => ({
    index: surveyTarget.byStaff.index,
    key: fillKey(surveyTarget.byStaff.pk, { staffId }),
  }),
  group: (groupId: string) => ({
    index: surveyTarget.byGroup.index,
    key: fillKey(surveyTarget.byGroup.pk, { groupId }),
  }),
}

/**
 * The windows an event form's answers are counted in (the sort keys of its `FORMLIMIT#` partition, docs/adr/0033):
 * an address's clock hour, a QR code's (its form token's) clock minute.
 */
export const limitWindow = {
  address: (address: string, hour: string) => `ADDRESS#${address}#${hour}`,
  qr: (formToken: string, minute: string) => `QR#${formToken}#${minute}`,
}

/** A job's progress item, one per part (ADR 0023). */
export const jobProgressKey = (job: string, part: string) => ({ pk: `JOBPROGRESS#${job}`, sk: part })

/** Whether a stored sort key begins with `prefix`. */
export const sortKeyIs = (item: Record<string, unknown>, prefix: string) => String(item.sk).startsWith(prefix)
