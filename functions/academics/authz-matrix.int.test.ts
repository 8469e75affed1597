import { allowedUserTypes, operationsOf } from '@campus/http'
import { describeDomainAccessMatrix, type ScopeSample } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { setUpCollege } from './testing/college'

const { f, college } = await setUpCollege()
/** A subject taught to A's year, made once for the samples that read or change one. */
let taught: string | undefined

/**
 * For each route scoped to departments: the HOD of department A acting on A's records (within reach) and the
 * HOD of B doing the same (outside it). For routes scoped to own records: a student of A's year, and one of
 * another year. Deletes act on a record made for the purpose.
 */
function scopeSamples(): Record<string, ScopeSample> {
  const { ids, tokens: t } = college
  const byHods = (path: string, body?: unknown) => ({
    own: { token: t.hod, path, body },
    other: { token: t.otherHod, path, body },
  })
  const made = async (path: string, body: unknown) =>
    String((await f.ok<{ id: string }>('POST', path, { token: t.admin, body })).id)
  const byStudents = async (path: string) => ({
    own: { token: t.student, path },
    other: {
      token: await f.login('student', {
        departmentIds: [ids.deptB],
        accYearId: 'year-b',
        groupId: 'group-b',
      }),
      path,
    },
  })
  const year = (startYear: number) => ({
    departmentId: ids.deptA,
    regulationId: ids.regA,
    startYear,
    endYear: startYear + 4,
    noOfYears: 4,
    currentYear: 1,
    currentSem: 1,
  })
  const regulationSubject = (subjectCode: string) => ({
    regulationID: ids.regA,
    subjectCode,
    subjectName: `Subject ${subjectCode}`,
    semester: 3,
    credits: 3,
  })
  const taughtSubject = async () =>
    (taught ??= await made('/api/subject', { regSubId: ids.maths, accYearId: ids.yearA }))
  return {
    'POST /api/accyear': () => byHods('/api/accyear', year(2030)),
    'PUT /api/accyear': () =>
      byHods('/api/accyear', { id: ids.yearA, sessionTime: { fnTime: '09:30 AM', anTime: '01:30 PM' } }),
    'DELETE /api/accyear/:id': async () => byHods(`/api/accyear/${await made('/api/accyear', year(2031))}`),
    'POST /api/group': () => byHods('/api/group', { groupName: 'C', accYearId: ids.yearA }),
    'PUT /api/group': () => byHods('/api/group', { id: ids.groupA, groupName: 'A' }),
    'GET /api/group/:id': () => byStudents(`/api/group/${ids.groupA}`),
    'DELETE /api/group/:id': async () =>
      byHods(`/api/group/${await made('/api/group', { groupName: 'D', accYearId: ids.yearA })}`),
    'POST /api/reg/year': () => byHods('/api/reg/year', { year: '2025', departmentID: ids.deptA }),
    'PUT /api/reg/year': () => byHods('/api/reg/year', { id: ids.regA, examType: 'Semester' }),
    'DELETE /api/reg/year/:id': async () =>
      byHods(`/api/reg/year/${await made('/api/reg/year', { year: '2026', departmentID: ids.deptA })}`),
    'POST /api/reg/regulation/sub': () => byHods('/api/reg/regulation/sub', regulationSubject('CS301')),
    'PUT /api/reg/regulation/sub': () =>
      byHods('/api/reg/regulation/sub', { id: ids.programming, subjectName: 'Programming' }),
    'DELETE /api/reg/regulation/sub/:id': async () =>
      byHods(`/api/reg/regulation/sub/${await made('/api/reg/regulation/sub', regulationSubject('CS302'))}`),
    'POST /api/subject': () => byHods('/api/subject', { regSubId: ids.dataStructures, accYearId: ids.yearA }),
    'PUT /api/subject': async () =>
      byHods('/api/subject', { id: await taughtSubject(), subjectStatus: 'ACTIVE' }),
    'GET /api/subject/:id': async () => byStudents(`/api/subject/${await taughtSubject()}`),
    'DELETE /api/subject/:id': async () =>
      byHods(
        `/api/subject/${await made('/api/subject', { regSubId: ids.programming, accYearId: ids.yearA })}`,
      ),
    'GET /api/subject/student/:userId': () => ({
      own: { token: college.tokens.student, path: '/api/subject/student/id-student' },
      other: { token: college.tokens.student, path: '/api/subject/student/id-otherStudent' },
    }),
  }
}

await describeDomainAccessMatrix('academics', f, scopeSamples)

describe('academics access rules', () => {
  it('has no public route and keeps writes to administrators and HODs', () => {
    for (const { method, path, meta } of operationsOf(f.app)) {
      expect(meta.access, `${method} ${path}`).not.toBe('public')
      if (method !== 'GET')
        expect(['ADMIN', 'HOD'], `${method} ${path}`).toEqual(
          expect.arrayContaining([...allowedUserTypes(meta.access ?? [])]),
        )
    }
  })

  it("lets no HOD delete a department or take it off another's HODs: 403 and nothing sent to identity", async () => {
    const sent = f.queues.sent.length
    for (const token of [
      college.tokens.hod,
      college.tokens.otherHod,
      college.tokens.faculty,
      college.tokens.student,
    ]) {
      const response = await f.call('DELETE', `/api/departments/delete/${college.ids.deptB}`, { token })
      expect(response.status).toBe(403)
    }
    expect(f.queues.sent.length).toBe(sent)
    expect(
      (await f.call('GET', `/api/departments/${college.ids.deptB}`, { token: college.tokens.admin })).status,
    ).toBe(200)
  })

  it('walks the legacy paths', () => {
    const walked = operationsOf(f.app).map(({ method, path }) => `${method} ${path}`)
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/departments/accYearAll',
        'GET /api/subject/staffHandleSub/',
        'GET /api/studentIdCard/departments',
        'DELETE /api/departments/delete/:id',
      ]),
    )
  })
})
