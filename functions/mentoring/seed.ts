import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { DomainSeed } from '@campus/http'
import { createMentoringEntities } from './entities'
import { createMentorshipsRepository, type Mentorship } from './mentorships.repository'

const DAY_MS = 24 * 60 * 60 * 1000
const CSE = 'dept-cse'

/** The demo mentors of CSE (ids and names from identity's seed) and the students each mentors now. */
const DEMO_MENTORS = [
  { staffId: 'user-hod-cse', staffName: 'Dr. Meena Raghavan', students: [1, 2, 3, 4] },
  { staffId: 'user-faculty-1', staffName: 'Faculty Member 1', students: [5, 6, 7, 8, 9] },
  { staffId: 'user-faculty-4', staffName: 'Faculty Member 4', students: [10, 11, 12] },
]

/** A student who had a mentor before their current one, and one whose mentorship ended: both in history. */
const FORMER = { staffId: 'user-faculty-7', staffName: 'Faculty Member 7' }

const student = (n: number) => `user-student-${n}`

/** The demo mentorships: CSE students with their mentors, dated from the start of the term. */
export function demoMentorships(now: number): Mentorship[] {
  const termStart = now - 90 * DAY_MS
  const current = DEMO_MENTORS.flatMap(({ staffId, staffName, students }) =>
    students.map((n) => ({
      studentId: student(n),
      departmentId: CSE,
      staffId,
      staffName,
      startDate: termStart,
      ...(n % 2 ? { endDate: now + 270 * DAY_MS } : {}),
      assignedOn: termStart,
      assignedBy: 'user-hod-cse',
      history:
        n === 5
          ? [
              {
                ...FORMER,
                startDate: termStart - 180 * DAY_MS,
                endDate: termStart - DAY_MS,
                assignedOn: termStart - 180 * DAY_MS,
                removedOn: termStart - DAY_MS,
                removedBy: 'user-hod-cse',
              },
            ]
          : [],
      revision: 'seed',
    })),
  )
  const ended: Mentorship = {
    studentId: student(13),
    departmentId: CSE,
    history: [
      {
        ...FORMER,
        startDate: termStart,
        endDate: now - 10 * DAY_MS,
        assignedOn: termStart,
        removedOn: now - 10 * DAY_MS,
        removedBy: 'user-hod-cse',
      },
    ],
    revision: 'seed',
  }
  return [...current, ended]
}

/** The demo comments: each mentor on a student of theirs, and the HOD on one of another mentor's. */
export function demoComments(now: number) {
  const comment = (
    id: string,
    studentId: string,
    author: { id: string; name: string },
    mentor: { id: string; name: string },
    commentDesc: string,
    rating: number,
    daysAgo: number,
  ) => ({
    id,
    studentId,
    staffId: author.id,
    mentorId: mentor.id,
    commentDesc,
    rating,
    commentDate: now - daysAgo * DAY_MS,
    createdBy: author.id,
    staffInfo: { name: author.name },
    mentorInfo: { name: mentor.name },
    createdOn: now - daysAgo * DAY_MS,
    modifiedOn: now - daysAgo * DAY_MS,
  })
  const hod = { id: 'user-hod-cse', name: 'Dr. Meena Raghavan' }
  const faculty1 = { id: 'user-faculty-1', name: 'Faculty Member 1' }
  return [
    comment(
      'cmt-demo-1',
      student(1),
      hod,
      hod,
      'Attentive in class; needs to submit lab records on time.',
      7,
      40,
    ),
    comment('cmt-demo-2', student(1), hod, hod, 'Lab records now on time. Good improvement.', 8, 10),
    comment(
      'cmt-demo-3',
      student(5),
      faculty1,
      faculty1,
      'Struggling with Data Structures; extra sessions agreed.',
      5,
      30,
    ),
    comment(
      'cmt-demo-4',
      student(5),
      hod,
      faculty1,
      'Attendance below 75% this month; parents informed.',
      4,
      12,
    ),
    comment(
      'cmt-demo-5',
      student(6),
      faculty1,
      faculty1,
      'Leads the coding club; excellent project work.',
      9,
      20,
    ),
  ]
}

/** True once the demo mentorships are there: the seed runs into a table without them only. */
export async function isMentoringSeeded(client: DynamoDBDocumentClient, table: string) {
  return (await createMentorshipsRepository(client, table).ofStudent(student(1))) !== undefined
}

/** Seeds the demo mentorships and comments with puts, so an interrupted seed is simply run again. */
export async function seedMentoring(client: DynamoDBDocumentClient, table: string, now = Date.now()) {
  const { comment } = createMentoringEntities(client, table)
  for (const demo of demoComments(now)) await comment.put(demo).go()
  // The mentorships last: they are what says the seed is done.
  await createMentorshipsRepository(client, table).putAll(demoMentorships(now))
}

/** The demo mentors of CSE with comments (`npm start`); local demo data only. */
export const mentoringSeed: DomainSeed = {
  isSeeded: (client, tables) => isMentoringSeeded(client, tables.mentoring),
  seed: async (client, tables) => {
    await seedMentoring(client, tables.mentoring)
    return 'Seeded the demo mentors of CSE and their comments.'
  },
}
