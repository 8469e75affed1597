import { expectRefused } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  aStudent,
  createSignalsFixture,
  idOf,
  mentorshipItem,
  NOW,
  putAssignments,
  putMentorships,
  putStudents,
  putSurveys,
  type SignalsFixture,
} from './testing/fixture'

const DAY = 86_400_000
const PAST = NOW - 3 * DAY
const FUTURE = NOW + 3 * DAY

let f: SignalsFixture
const tokens = { admin: '', hod: '', otherHod: '', faculty: '', otherFaculty: '', student: '' }
const MENTOR = idOf('faculty')

/**
 * The faculty member mentors s1 and s2 (CSE, group A) and s3 (ECE, group E). Group A was set a1 and a2 (due),
 * a3 (not yet due) and a4 (due, submissions disabled); s1 submitted a1 on time and a2 late, s2 nothing. Group E
 * was set a5 (due), which s3 has not submitted. Group A's surveys: targets t1 and t2 of survey v1, and t3 of a
 * deleted survey; s1 answered t1.
 */
beforeAll(async () => {
  f = await createSignalsFixture()
  for (const person of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[person] = await f.login(person)
  const mentor = { staffId: MENTOR, staffName: 'Faculty', startDate: PAST }
  await putMentorships(f.env, [
    mentorshipItem('s1', 'dept-cse', { current: mentor }),
    mentorshipItem('s2', 'dept-cse', { current: mentor }),
    mentorshipItem('s3', 'dept-ece', { current: mentor }),
  ])
  await putStudents(f.env, [
    aStudent('s1', 'dept-cse', 'grp-a'),
    aStudent('s2', 'dept-cse', 'grp-a'),
    aStudent('s3', 'dept-ece', 'grp-e'),
  ])
  await putAssignments(
    f.env,
    [
      { id: 'a1', groupIds: ['grp-a'], deadlineAt: PAST },
      { id: 'a2', groupIds: ['grp-a'], deadlineAt: PAST },
      { id: 'a3', groupIds: ['grp-a'], deadlineAt: FUTURE },
      { id: 'a4', groupIds: ['grp-a'], deadlineAt: PAST, submission: 'Disable' },
      { id: 'a5', groupIds: ['grp-e'], deadlineAt: PAST },
    ],
    [
      { assignmentId: 'a1', studentId: 's1', late: false },
      { assignmentId: 'a2', studentId: 's1', late: true },
    ],
  )
  await putSurveys(
    f.env,
    [{ id: 'v1' }],
    [
      { surveyId: 'v1', targetId: 't1', groupId: 'grp-a' },
      { surveyId: 'v1', targetId: 't2', groupId: 'grp-a' },
      { surveyId: 'gone', targetId: 't3', groupId: 'grp-a' },
    ],
    [{ surveyId: 'v1', targetId: 't1', userId: 's1' }],
  )
})

const signals = (token: string, staffId = MENTOR) =>
  f.call('GET', `/api/mentor/signals?staffId=${staffId}`, { token })

const S1 = { studentId: 's1', assignments: { missing: 0, late: 1 }, surveys: { unanswered: 1 } }
const S2 = { studentId: 's2', assignments: { missing: 2, late: 0 }, surveys: { unanswered: 2 } }
const S3 = { studentId: 's3', assignments: { missing: 1, late: 0 }, surveys: { unanswered: 0 } }

describe("a mentor's signals", () => {
  it('counts, per student mentored now, assignments missing or late and surveys not answered, in bounded reads', async () => {
    let answer: Awaited<ReturnType<typeof signals>> | undefined
    const counts = await f.countCalls(async () => {
      answer = await signals(tokens.faculty)
    })
    expect(answer?.status).toBe(200)
    expect(answer?.body).toEqual([S1, S2, S3])
    // The session; the mentees; per group (2) its assignments and survey targets; per student (3) submissions;
    // BatchGets of the contacts, the assignments, the surveys with the answers. Never a Scan.
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 8, BatchGetItemCommand: 3 })
  })

  it('shows the administrator every student, and an HOD those of the departments they head', async () => {
    expect((await signals(tokens.admin)).body).toEqual([S1, S2, S3])
    expect((await signals(tokens.hod)).body).toEqual([S1, S2])
    expect((await signals(tokens.otherHod)).body).toEqual([S3])
  })

  it("refuses other staff, students, and an HOD none of whose departments the mentor's students are in", async () => {
    expectRefused(await signals(tokens.otherFaculty), 403, 'FORBIDDEN')
    expectRefused(await signals(tokens.student), 403, 'ROLE_NOT_ALLOWED')
    const mechHod = await f.login('hod', { departmentIds: ['dept-mech'], headedDepartmentIds: ['dept-mech'] })
    expectRefused(await signals(mechHod), 403, 'FORBIDDEN')
  })

  it('answers an empty list for a staff member who mentors nobody, and 400 without a staff id', async () => {
    expect((await signals(tokens.otherFaculty, idOf('otherFaculty'))).body).toEqual([])
    expectRefused(
      await f.call('GET', '/api/mentor/signals', { token: tokens.admin }),
      400,
      'VALIDATION_FAILED',
    )
  })
})
