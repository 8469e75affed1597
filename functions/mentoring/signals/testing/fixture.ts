import { ASSIGNMENTS_INDEXES, FEEDBACK_SURVEY_INDEXES, indexKey, indexKeys, writeBatch } from '@campus/db'
import { createDomainFixture, testTable, type TestTables } from '@campus/testing'
import { mentoringTestApp, PEOPLE } from '../../ratio/testing/fixture'
import { createMentorSignalsDeps } from '../deps'
import { signalsRoutes } from '../signals.routes'

export { aStudent, idOf, mentorshipItem, putMentorships, putStudents } from '../../ratio/testing/fixture'

/** The instant the signals are read at: deadlines before it have passed. */
export const NOW = Date.UTC(2026, 2, 15)

/** The signals' route alone on fresh tables, wired as the mentoring app will wire it, at {@link NOW}. */
export const createSignalsFixture = () =>
  createDomainFixture(PEOPLE, (env) => {
    const deps = createMentorSignalsDeps({
      client: env.client,
      tables: {
        mentoring: testTable(env, 'mentoring'),
        directory: testTable(env, 'directory'),
        assignments: testTable(env, 'assignments'),
        feedback: testTable(env, 'feedback'),
      },
      now: () => NOW,
    })
    return { deps, app: mentoringTestApp(env).route('/', signalsRoutes(deps)) }
  })

export type SignalsFixture = Awaited<ReturnType<typeof createSignalsFixture>>

type Env = Pick<TestTables, 'client' | 'tables'>

const AT = 1_700_000_000_000
/** A creation time as assignments' keys hold it: zero-padded to 15 digits (`keyTimeAttribute`). */
const KEY_TIME = String(AT).padStart(15, '0')

const put = (env: Env, table: string, items: readonly Record<string, unknown>[]) =>
  writeBatch(
    env.client,
    testTable(env, table),
    items.map((Item) => ({ PutRequest: { Item } })),
  )

/**
 * Assignments set for groups, with the group pointers, and students' submissions, written on the keys
 * assignments' entities are built on (@campus/db assignments-keys.ts).
 */
export function putAssignments(
  env: Env,
  assignments: readonly {
    id: string
    groupIds: readonly string[]
    deadlineAt: number
    submission?: string
  }[],
  submissions: readonly { assignmentId: string; studentId: string; late: boolean }[],
) {
  const { assignment, groupItem, submission } = ASSIGNMENTS_INDEXES
  const keyed = { createdOn: KEY_TIME, createdBy: 'id-faculty', departmentId: 'dept-cse' }
  return put(env, 'assignments', [
    ...assignments.flatMap(({ groupIds, submission: setting = 'Enable', ...item }) => [
      {
        ...item,
        groupIds,
        submission: setting,
        createdOn: AT,
        __edb_e__: 'assignment',
        ...indexKeys(assignment, { ...keyed, ...item }),
      },
      ...groupIds.map((groupId) => ({
        id: item.id,
        groupId,
        createdOn: AT,
        __edb_e__: 'groupItem',
        ...indexKeys(groupItem, { ...keyed, id: item.id, groupId }),
      })),
    ]),
    ...submissions.map((item) => ({
      ...item,
      submittedOn: AT,
      __edb_e__: 'submission',
      ...indexKeys(submission, item),
    })),
  ])
}

/**
 * Surveys, their targets (each listed under its group) and students' answers, written on the keys feedback
 * builds them on (@campus/db feedback-keys.ts).
 */
export function putSurveys(
  env: Env,
  surveys: readonly { id: string }[],
  targets: readonly { surveyId: string; targetId: string; groupId: string }[],
  answers: readonly { surveyId: string; targetId: string; userId: string }[],
) {
  const { survey, surveyTarget, surveyAnswer } = FEEDBACK_SURVEY_INDEXES
  return put(env, 'feedback', [
    ...surveys.map((item) => ({ ...item, __edb_e__: 'survey', ...indexKey(survey.byId, item) })),
    ...targets.map((item) => {
      const listed = { ...item, surveyCreatedOn: String(AT) }
      return {
        ...item,
        surveyCreatedOn: AT,
        ...indexKey(surveyTarget.bySurvey, listed),
        ...indexKey(surveyTarget.byGroup, listed),
      }
    }),
    ...answers.map((item) => ({
      ...item,
      id: `answer-${item.targetId}-${item.userId}`,
      __edb_e__: 'surveyAnswer',
      ...indexKey(surveyAnswer.byTarget, item),
    })),
  ])
}
