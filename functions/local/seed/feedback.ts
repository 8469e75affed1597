import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createFeedbackEntities } from '../../feedback/entities'

/** Who the demo bank and templates were made by: the seeded administrator. */
const SEEDED_BY = 'user-admin'

/** A course-feedback bank as colleges here ask it (NAAC's student satisfaction themes), plus an event's. */
export const DEMO_QUESTIONS = [
  { id: 'fq-syllabus', question: 'The syllabus was covered fully and on time.' },
  { id: 'fq-clarity', question: 'The teacher explained concepts clearly.' },
  { id: 'fq-doubts', question: 'Doubts were welcomed and cleared in or after class.' },
  { id: 'fq-examples', question: 'Examples and applications helped me understand the subject.' },
  { id: 'fq-assessment', question: 'Assignments and tests were fair and returned with feedback.' },
  { id: 'fq-event-content', question: 'The session content was relevant and useful.' },
  { id: 'fq-event-speaker', question: 'The speaker communicated effectively.' },
]

export const DEMO_TEMPLATES = [
  {
    id: 'ft-course',
    name: 'Course feedback',
    questions: DEMO_QUESTIONS.filter(({ id }) => !id.startsWith('fq-event')),
  },
  {
    id: 'ft-event',
    name: 'Event feedback',
    questions: DEMO_QUESTIONS.filter(({ id }) => id.startsWith('fq-event')),
  },
]

/** Whether the demo bank is there (its first question is the marker). */
export async function isFeedbackSeeded(client: DynamoDBDocumentClient, table: string) {
  const { data } = await createFeedbackEntities(client, table)
    .question.get({ id: DEMO_QUESTIONS[0]!.id })
    .go()
  return data !== null
}

/** Writes the demo question bank and two templates built from it. */
export async function seedFeedback(client: DynamoDBDocumentClient, table: string) {
  const entities = createFeedbackEntities(client, table)
  const now = Date.now()
  // Each a millisecond apart, so "newest first" lists them in a stable order.
  for (const [index, question] of DEMO_QUESTIONS.entries()) {
    const at = now + index
    await entities.question.put({ ...question, createdBy: SEEDED_BY, createdOn: at, modifiedOn: at }).go()
  }
  for (const [index, template] of DEMO_TEMPLATES.entries()) {
    const at = now + DEMO_QUESTIONS.length + index
    await entities.template
      .put({ ...template, status: 'OPEN', createdBy: SEEDED_BY, createdOn: at, modifiedOn: at })
      .go()
  }
}
