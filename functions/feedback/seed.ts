import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createFeedbackEntities, type SurveyItem } from './entities'
import { addSurveyAnswerUpdate, newTargetPut, targetIdOf } from './survey-targets'
import { ACADEMIC_YEARS, demoSubjectsTaught } from '@campus/local/demo-college'
import type { DomainSeed } from '@campus/http'

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

/** Whether the demo feedback data is all there: the last survey written is the marker. */
export async function isFeedbackSeeded(client: DynamoDBDocumentClient, table: string) {
  const { data } = await createFeedbackEntities(client, table).survey.get({ id: LAST_SURVEY_ID }).go()
  return data !== null
}

/** Writes the demo question bank, two templates built from it, and two surveys (see seedSurveys). */
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
  await seedSurveys(client, table)
}

const DAY_MS = 24 * 60 * 60 * 1000
const LAST_SURVEY_ID = 'sv-cse-end'

/**
 * Two course-feedback surveys of CSE group A (students 1 to 30): one closed last week that students 2 to 9
 * answered, so faculty see their own results; one open for a month that students 2 to 5 have begun, so
 * student1 has surveys to answer and the HOD's reports have figures.
 */
async function seedSurveys(client: DynamoDBDocumentClient, table: string) {
  const entities = createFeedbackEntities(client, table)
  const year = ACADEMIC_YEARS[0]
  const course = DEMO_TEMPLATES[0]!
  const targets = demoSubjectsTaught(year, 0).map(({ subject, taughtId, teacher }) => ({
    groupId: year.groups[0],
    groupName: 'A',
    subjectId: taughtId,
    subjectName: subject.subjectName,
    subjectCode: subject.subjectCode,
    staffId: teacher.staffid,
    staffName: teacher.staffName,
  }))
  const now = Date.now()
  const surveys = [
    { id: 'sv-cse-mid', name: 'Mid-semester course feedback', closesOn: now - 7 * DAY_MS, students: [2, 9] },
    {
      id: LAST_SURVEY_ID,
      name: 'End-semester course feedback',
      closesOn: now + 30 * DAY_MS,
      students: [2, 5],
    },
  ] as const
  for (const [index, demo] of surveys.entries()) {
    const at = now - (surveys.length - index) * DAY_MS
    const survey: SurveyItem = {
      id: demo.id,
      name: demo.name,
      type: 'SUBFEEDBACK',
      feedbackTemplateId: course.id,
      departmentId: year.departmentId,
      closesOn: demo.closesOn,
      status: 'OPEN',
      questions: course.questions,
      targetCount: targets.length,
      targetGroupIds: [year.groups[0]],
      createdBy: 'user-hod-cse',
      createdOn: at,
      modifiedOn: at,
    }
    await entities.survey.put(survey).go()
    for (const [subjectIndex, target] of targets.entries()) {
      const put = newTargetPut(table, survey, target)
      // A rerun of an interrupted seed starts its targets' counts again from its own answers.
      await client.send(new PutCommand({ ...put, ConditionExpression: undefined }))
      const targetId = targetIdOf(target)
      for (let n = demo.students[0]; n <= demo.students[1]; n++) {
        // Each subject has its own level (4, 3, 5, 3 stars) that students vary around by a star.
        const level = [4, 3, 5, 3][subjectIndex % 4]!
        const ratings = course.questions.map((_, q) => Math.min(5, Math.max(1, level - 1 + ((n + q) % 3))))
        await entities.surveyAnswer
          .put({
            id: `${demo.id}-${targetId}-${n}`,
            surveyId: survey.id,
            targetId,
            userId: `user-student-${n}`,
            name: `Student ${n}`,
            regNo: `CSE23${String(n).padStart(3, '0')}`,
            ratings,
            submittedOn: at + n * 60_000,
          })
          .go()
        await client.send(new UpdateCommand(addSurveyAnswerUpdate(table, survey.id, targetId, ratings)))
      }
    }
  }
}

/** The demo question bank, templates and surveys (`npm start`); local demo data only. */
export const feedbackSeed: DomainSeed = {
  isSeeded: (client, tables) => isFeedbackSeeded(client, tables.feedback),
  seed: async (client, tables) => {
    await seedFeedback(client, tables.feedback)
    return 'Seeded the feedback question bank and templates.'
  },
}
