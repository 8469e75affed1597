import {
  ACADEMICS_INDEXES,
  indexKey,
  indexKeys,
  MENTORING_INDEXES,
  writeBatch,
  type ContactEntry,
} from '@campus/db'
import { createDomainApp, sessionAuthenticator } from '@campus/http'
import {
  createDomainFixture,
  domainPeople,
  putContacts,
  taughtGroupItem,
  testTable,
  TEST_PEOPLE_IN_DEPARTMENTS,
  type TestTables,
} from '@campus/testing'
import { PREFIXES } from '../../prefixes'
import { createMentorRatioDeps } from '../deps'
import { ratioRoutes } from '../ratio.routes'

/** The test people: the HOD heads CSE, the other HOD ECE (sessions only: the ratio never reads users). */
export const { people: PEOPLE, idOf } = domainPeople(TEST_PEOPLE_IN_DEPARTMENTS)

/** A mentoring app on the test tables with none of its routes yet: a test mounts the ones it tries. */
export const mentoringTestApp = (env: Pick<TestTables, 'client' | 'tables' | 'tokenSecret'>) =>
  createDomainApp({
    name: 'mentoring',
    prefixes: PREFIXES,
    authenticate: sessionAuthenticator(env.client, env.tables.sessions, env.tokenSecret),
  })

/** The ratio's routes alone on fresh tables, wired as the mentoring app will wire them. */
export const createRatioFixture = () =>
  createDomainFixture(PEOPLE, (env) => {
    const deps = createMentorRatioDeps({
      client: env.client,
      tables: {
        mentoring: testTable(env, 'mentoring'),
        academics: testTable(env, 'academics'),
        directory: testTable(env, 'directory'),
      },
    })
    return { deps, app: mentoringTestApp(env).route('/', ratioRoutes(deps)) }
  })

export type RatioFixture = Awaited<ReturnType<typeof createRatioFixture>>

type Env = Pick<TestTables, 'client' | 'tables'>

const AT = 1_700_000_000_000
const electro = (entity: string) => ({ __edb_e__: entity, __edb_v__: '1', createdOn: AT, modifiedOn: AT })

/** Departments and their groups, written as academics writes them (the department item and each group). */
export async function putDepartments(
  env: Env,
  departments: readonly {
    id: string
    degreeName: string
    departmentName: string
    groupIds: readonly string[]
  }[],
) {
  const items = departments.flatMap(({ groupIds, ...department }) => [
    {
      ...department,
      facultyDeptId: 'fd-1',
      ...electro('department'),
      ...indexKeys(ACADEMICS_INDEXES.department, department),
    },
    ...groupIds.map((id, index) =>
      taughtGroupItem({
        id,
        groupName: String.fromCharCode(65 + index),
        accYearId: `year-${department.id}`,
        departmentId: department.id,
      }),
    ),
  ])
  await writeBatch(
    env.client,
    testTable(env, 'academics'),
    items.map((Item) => ({ PutRequest: { Item } })),
  )
}

/** A student of a group, as identity puts their contact into the directory. */
export const aStudent = (
  id: string,
  departmentId: string,
  groupId: string,
  overrides: Partial<ContactEntry> = {},
): ContactEntry => ({
  userId: id,
  usertype: 'STUDENT',
  name: `Student ${id}`,
  registerNo: id.toUpperCase(),
  departmentIds: [departmentId],
  groupId,
  accYearId: `year-${departmentId}`,
  accountStatus: 'ACTIVE',
  ...overrides,
})

export const putStudents = (env: Env, students: readonly ContactEntry[]) => putContacts(env, students)

/** One period of a mentorship, as mentoring stores it. */
export interface PeriodOfTest {
  staffId: string
  staffName?: string
  startDate?: number
  endDate?: number
  assignedOn?: number
}

/**
 * A student's mentorship item as mentoring writes it: the current mentor (if any) with the staff and department
 * index keys, which exist only while there is one, and ended mentorships in `history`.
 */
export function mentorshipItem(
  studentId: string,
  departmentId: string,
  { current, history = [] }: { current?: PeriodOfTest; history?: readonly PeriodOfTest[] },
) {
  const { mentorship } = MENTORING_INDEXES
  const item = {
    studentId,
    departmentId,
    ...current,
    ...(current ? { assignedOn: current.assignedOn ?? AT } : {}),
    history: history.map((period) => ({
      assignedOn: AT,
      removedOn: period.endDate ?? AT,
      removedBy: 'id-hod',
      ...period,
    })),
  }
  return {
    ...item,
    ...indexKey(mentorship.byStudent, item),
    ...indexKey(mentorship.everInDepartment, item),
    ...(current ? { ...indexKey(mentorship.byStaff, item), ...indexKey(mentorship.byDepartment, item) } : {}),
  }
}

export const putMentorships = (env: Env, items: readonly Record<string, unknown>[]) =>
  writeBatch(
    env.client,
    testTable(env, 'mentoring'),
    items.map((Item) => ({ PutRequest: { Item } })),
  )
