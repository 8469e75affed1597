import { expectInvalid, expectRefused } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Material } from './routes/schemas'
import {
  aMaterial,
  createCourseMaterialFixture,
  type CourseMaterialFixture,
  idOf,
  regSubIdOf,
  type SubjectKey,
} from './testing/fixture'

let f: CourseMaterialFixture
beforeAll(async () => {
  f = await createCourseMaterialFixture()
})

const add = (token: string, overrides: Record<string, unknown> = {}) =>
  f.ok<Material>('POST', '/api/courseMaterial', { token, body: aMaterial(overrides) })
const attempt = (token: string, overrides: Record<string, unknown> = {}) =>
  f.call('POST', '/api/courseMaterial', { token, body: aMaterial(overrides) })
const ofSubject = (token: string, key: SubjectKey, extra = '') =>
  f.ok<Material[]>('GET', `/api/courseMaterial?filter=subjectId eq ${regSubIdOf(key)}${extra}`, { token })
const titles = (rows: { title: string }[]) => rows.map(({ title }) => title)

describe('adding material from the web app', () => {
  it('stores it on the subject with the server owning its id, author and times, and claims its upload', async () => {
    const ref = await f.upload('Unit 1 notes.pdf')
    let added: Material | undefined
    const counts = await f.countCalls(async () => {
      added = await add(f.tokens.faculty, { title: '  Unit 1 notes  ', file: ref })
    })
    expect(added).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Unit 1 notes',
      subjectId: regSubIdOf('programming'),
      subjectName: 'Programming in C',
      courseMaterialType: 'Notes',
      description: 'Read before Monday.',
      link: 'https://example.edu/unit-1',
      file: {
        ...ref,
        fileName: 'Unit 1 notes.pdf',
        url: expect.stringContaining('http'),
        previewUrl: expect.stringContaining('http'),
      },
      createdBy: idOf('faculty'),
      createdByStaff: 'faculty',
      createdOn: expect.any(Number),
      modifiedOn: added?.createdOn,
    })
    // The session, the subject, the teacher's subjects, the claim (record, claim, its audit), the material
    // and its audit record.
    expect(counts.byCommand).toEqual({
      GetItemCommand: 2,
      QueryCommand: 2,
      UpdateItemCommand: 1,
      PutItemCommand: 3,
    })
    expect(await f.uploads.find(ref.fileKey)).toMatchObject({ claimedBy: `material#${added!.id}` })
    expect(await f.auditOf(added!.id)).toEqual([
      expect.objectContaining({
        action: 'CREATE',
        actorId: idOf('faculty'),
        after: expect.objectContaining({ id: added!.id }),
      }),
    ])
  })

  it('serves the file to download, and a PDF to show in place', async () => {
    const added = await add(f.tokens.faculty, { file: await f.upload('Timetable.pdf') })
    const download = await fetch(added.file.url)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Timetable\.pdf"/)
    const preview = await fetch(added.file.previewUrl!)
    expect(preview.headers.get('content-type')).toBe('application/pdf')
    expect(preview.headers.get('content-disposition')).toMatch(/^inline; filename="Timetable\.pdf"/)
    expect(await preview.text()).toMatch(/^%PDF-1\.4/)
  })

  it('takes a link alone, but not a material with neither a link nor a file', async () => {
    const linked = await add(f.tokens.faculty, {
      title: 'Lecture videos',
      link: 'https://example.edu/videos',
    })
    expect(linked).toHaveProperty('file', {}) // the legacy "no file" (issue 30)
    expectInvalid(await attempt(f.tokens.faculty, { link: undefined }), [
      { path: 'file', message: 'Attach a file or give a link' },
    ])
  })

  it('refuses a subject that does not exist with a 400 naming subjectId', async () => {
    const response = await attempt(f.tokens.admin, { subjectId: 'rs-none' })
    expectRefused(response, 400, 'SUBJECT_NOT_FOUND')
    expect(response.body.error?.details).toEqual([{ path: 'subjectId', message: 'No such subject' }])
  })

  it('lets staff add to the subjects they teach, an HOD to their departments’, the administrator to any', async () => {
    expect((await attempt(f.tokens.faculty, { subjectId: regSubIdOf('drawing') })).status).toBe(200)
    expect((await attempt(f.tokens.eceFaculty, { subjectId: regSubIdOf('circuits') })).status).toBe(200)
    expect((await attempt(f.tokens.hod, { subjectId: regSubIdOf('untaught') })).status).toBe(200)
    expect((await attempt(f.tokens.admin, { subjectId: regSubIdOf('circuits') })).status).toBe(200)
    const refusals = [
      [f.tokens.faculty, 'maths', 'You can only add material to the subjects you teach.'],
      [f.tokens.eceFaculty, 'programming', 'You can only add material to the subjects you teach.'],
      [
        f.tokens.otherHod,
        'programming',
        'You can only add material to the subjects you teach or those of the departments you head.',
      ],
    ] as const
    for (const [token, subject, message] of refusals) {
      const response = await attempt(token, { subjectId: regSubIdOf(subject), title: 'Refused material' })
      expectRefused(response, 403, 'FORBIDDEN')
      expect(response.body.error?.message).toBe(message)
    }
    expectRefused(await attempt(f.tokens.student), 403, 'ROLE_NOT_ALLOWED')
    expectRefused(await attempt(f.tokens.custom), 403, 'ROLE_NOT_ALLOWED')
    expect(titles(await ofSubject(f.tokens.admin, 'programming'))).not.toContain('Refused material')
  })

  it('refuses an upload another material holds, and writes nothing', async () => {
    const ref = await f.upload('Shared.pdf')
    await add(f.tokens.faculty, { file: ref, title: 'First holder' })
    expectRefused(
      await attempt(f.tokens.faculty, { file: ref, title: 'Second holder' }),
      400,
      'FILE_NOT_FOUND',
    )
    expect(titles(await ofSubject(f.tokens.faculty, 'programming'))).not.toContain('Second holder')
  })
})

describe("a subject's materials", () => {
  let newest: Material
  beforeAll(async () => {
    await add(f.tokens.otherFaculty, { subjectId: regSubIdOf('maths'), title: 'Maths: older' })
    newest = await add(f.tokens.otherFaculty, {
      subjectId: regSubIdOf('maths'),
      title: 'Maths: newer',
      courseMaterialType: 'QuestionBank',
    })
  })

  it('come newest first in two Queries, from the URL the legacy student screen builds', async () => {
    let rows: Material[] = []
    const counts = await f.countCalls(async () => {
      rows = await f.ok<Material[]>(
        'GET',
        `/api/courseMaterial?filter=subjectId eq  ${regSubIdOf('maths')} &sort=subjectId&order=dec&operation=W`,
        { token: f.tokens.student },
      )
    })
    expect(titles(rows)).toEqual(['Maths: newer', 'Maths: older'])
    expect(rows[0]).toEqual(newest)
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 2 })
  })

  it('are filtered, sorted and projected as the list grammar says', async () => {
    expect(
      await ofSubject(
        f.tokens.otherFaculty,
        'maths',
        ',courseMaterialType eq QuestionBank&fields=title&fields=subjectName',
      ),
    ).toEqual([{ title: 'Maths: newer', subjectName: 'Engineering Mathematics I' }])
    expect(titles(await ofSubject(f.tokens.admin, 'maths', '&sort=title'))).toEqual([
      'Maths: newer',
      'Maths: older',
    ])
    expect(titles(await ofSubject(f.tokens.admin, 'maths', '&sort=title&order=dec'))).toEqual([
      'Maths: older',
      'Maths: newer',
    ])
    expect(titles(await ofSubject(f.tokens.admin, 'maths', '&order=asc'))).toEqual([
      'Maths: older',
      'Maths: newer',
    ])
    expectRefused(
      await f.call('GET', '/api/courseMaterial?sort=link', { token: f.tokens.admin }),
      400,
      'LIST_FIELD_NOT_ALLOWED',
    )
    const unnamed = await f.call('GET', '/api/courseMaterial', { token: f.tokens.admin })
    expectInvalid(unnamed, [{ path: 'filter', message: 'subjectId is required' }])
  })

  it('are read by the staff who teach the subject, its HOD and the administrator, and no other staff', async () => {
    for (const token of [f.tokens.otherFaculty, f.tokens.hod, f.tokens.admin])
      expect(titles(await ofSubject(token, 'maths'))).toContain('Maths: newer')
    for (const [token, message] of [
      [f.tokens.faculty, 'You can only see the material of the subjects you teach.'],
      [
        f.tokens.otherHod,
        'You can only see the material of the subjects you teach or those of the departments you head.',
      ],
    ] as const) {
      const response = await f.call('GET', `/api/courseMaterial?filter=subjectId eq ${regSubIdOf('maths')}`, {
        token,
      })
      expectRefused(response, 403, 'FORBIDDEN')
      expect(response.body.error?.message).toBe(message)
    }
    expectRefused(
      await f.call('GET', `/api/courseMaterial?filter=subjectId eq rs-none`, { token: f.tokens.admin }),
      400,
      'SUBJECT_NOT_FOUND',
    )
  })

  it("are read by the students who take the subject, never another group's", async () => {
    await add(f.tokens.faculty, { subjectId: regSubIdOf('drawing'), title: 'Group B drawing sheets' })
    expect(titles(await ofSubject(f.tokens.student, 'programming'))).toContain('Unit 1 notes')
    expect(titles(await ofSubject(f.tokens.otherStudent, 'drawing'))).toContain('Group B drawing sheets')
    // Group B takes Programming from another teacher: the same regulation subject, so the same materials.
    expect(titles(await ofSubject(f.tokens.otherStudent, 'programming'))).toContain('Unit 1 notes')
    for (const subject of ['drawing', 'circuits', 'untaught'] as const) {
      const response = await f.call('GET', `/api/courseMaterial?filter=subjectId eq ${regSubIdOf(subject)}`, {
        token: f.tokens.student,
      })
      expectRefused(response, 403, 'FORBIDDEN')
      expect(response.body.error?.message).toBe('You can only see the material of the subjects you take.')
    }
    const unplaced = await f.login('student', { userId: 'id-student-nowhere' })
    expectRefused(
      await f.call('GET', `/api/courseMaterial?filter=subjectId eq ${regSubIdOf('maths')}`, {
        token: unplaced,
      }),
      403,
      'FORBIDDEN',
    )
  })
})

describe("a staff member's materials", () => {
  it('are those of every subject they teach, in two Queries, grouped by subject on the legacy sort', async () => {
    let rows: Material[] = []
    const counts = await f.countCalls(async () => {
      rows = await f.ok<Material[]>(
        'GET',
        `/api/courseMaterial/staff?in=stafflist.staffid eq${idOf('faculty')} &order=dec&sort=subjectId`,
        { token: f.tokens.faculty },
      )
    })
    expect(counts.byCommand).toEqual({ GetItemCommand: 1, QueryCommand: 2 })
    const subjects = rows.map(({ subjectId }) => subjectId)
    expect(new Set(subjects)).toEqual(new Set([regSubIdOf('programming'), regSubIdOf('drawing')]))
    // By subject, descending, then newest first within each.
    expect(subjects).toEqual([...subjects].sort().reverse())
    const programming = rows.filter(({ subjectId }) => subjectId === regSubIdOf('programming'))
    expect(programming.map(({ createdOn }) => createdOn)).toEqual(
      programming.map(({ createdOn }) => createdOn).sort((a, b) => b - a),
    )
    expect(
      rows.every(({ subjectName }) => ['Programming in C', 'Engineering Graphics'].includes(subjectName)),
    ).toBe(true)
    // The caller's own list when no staff member is named. Presigned links carry the second they were signed
    // in, so the two answers are compared with each link's address and object, not its signature.
    const unsigned = (list: Material[]) =>
      JSON.parse(JSON.stringify(list).replace(/\?X-Amz-[^"]*/g, '')) as unknown
    const own = await f.ok<Material[]>('GET', '/api/courseMaterial/staff?order=dec&sort=subjectId', {
      token: f.tokens.faculty,
    })
    expect(unsigned(own)).toEqual(unsigned(rows))
  })

  it("include other staff's materials of the same subjects, with academics' current subject name", async () => {
    const byHod = await add(f.tokens.hod, { title: 'From the HOD' })
    const rows = await f.ok<Material[]>('GET', '/api/courseMaterial/staff', { token: f.tokens.otherFaculty })
    // The other faculty member teaches Programming to group B: the same regulation subject.
    expect(rows.find(({ id }) => id === byHod.id)).toMatchObject({
      subjectName: 'Programming in C',
      createdByStaff: 'hod',
    })
    expect(titles(rows)).toContain('Maths: newer')
  })

  it('are listed by a faculty member only for themself, by an HOD for their departments, by the administrator for anyone', async () => {
    const path = (person: 'faculty' | 'eceFaculty') =>
      `/api/courseMaterial/staff?in=stafflist.staffid eq ${idOf(person)}`
    const refused = await f.call('GET', path('faculty'), { token: f.tokens.otherFaculty })
    expectRefused(refused, 403, 'FORBIDDEN')
    expect(refused.body.error?.message).toBe('You can only list the material of the subjects you teach.')
    expect((await f.ok<Material[]>('GET', path('faculty'), { token: f.tokens.hod })).length).toBeGreaterThan(
      0,
    )
    expect(await f.ok<Material[]>('GET', path('faculty'), { token: f.tokens.otherHod })).toEqual([])
    expect(titles(await f.ok<Material[]>('GET', path('eceFaculty'), { token: f.tokens.admin }))).toContain(
      'Unit 1 notes',
    )
    expectRefused(
      await f.call('GET', '/api/courseMaterial/staff', { token: f.tokens.student }),
      403,
      'ROLE_NOT_ALLOWED',
    )
    expect(await f.ok('GET', '/api/courseMaterial/staff', { token: f.tokens.admin })).toEqual([])
  })
})

describe('changing material', () => {
  const put = (token: string, id: string, body: Record<string, unknown>) =>
    f.call('PUT', `/api/courseMaterial/update/${id}`, { token, body })

  it('rewrites it for its author, keeping the file when the body names none, and audits it', async () => {
    const ref = await f.upload('Keep me.pdf')
    const before = await add(f.tokens.faculty, { file: ref })
    const response = await put(
      f.tokens.faculty,
      before.id,
      aMaterial({ title: 'Unit 1 notes, revised', courseMaterialType: 'References' }),
    )
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: before.id,
      title: 'Unit 1 notes, revised',
      courseMaterialType: 'References',
      file: { ...ref, fileName: 'Keep me.pdf' },
      createdBy: idOf('faculty'),
      createdOn: before.createdOn,
    })
    expect(Number(response.body.modifiedOn)).toBeGreaterThan(before.modifiedOn)
    expect(await f.uploads.find(ref.fileKey)).toMatchObject({ claimedBy: `material#${before.id}` })
    expect((await f.auditOf(before.id)).map(({ action }) => action).sort()).toEqual(['CREATE', 'UPDATE'])
  })

  it('replaces a file (the old one is deleted) and removes one while a link remains', async () => {
    const first = await f.upload('First.pdf')
    const before = await add(f.tokens.faculty, { file: first })
    const second = await f.upload('Second.pdf')
    const replaced = await put(f.tokens.faculty, before.id, aMaterial({ file: second }))
    expect(replaced.body).toMatchObject({ file: { ...second, fileName: 'Second.pdf' } })
    expect(await f.uploads.find(first.fileKey)).toBeUndefined()
    expect(await f.stored(first.fileKey)).toBe(false)
    const removed = await put(f.tokens.faculty, before.id, aMaterial({ file: null }))
    expect(removed.status).toBe(200)
    expect(removed.body).toHaveProperty('file', {})
    expect(await f.stored(second.fileKey)).toBe(false)
    // Neither a link nor a file: refused, and the material stays as it was.
    expectInvalid(await put(f.tokens.faculty, before.id, aMaterial({ link: undefined })), [
      { path: 'file', message: 'Attach a file or give a link' },
    ])
    expect(
      (await ofSubject(f.tokens.faculty, 'programming')).find(({ id }) => id === before.id),
    ).toMatchObject({
      link: 'https://example.edu/unit-1',
    })
  })

  it('moves it to another subject only within the caller’s reach', async () => {
    const before = await add(f.tokens.faculty, { title: 'Moving material' })
    expectRefused(
      await put(f.tokens.faculty, before.id, aMaterial({ subjectId: regSubIdOf('maths') })),
      403,
      'FORBIDDEN',
    )
    const moved = await put(
      f.tokens.faculty,
      before.id,
      aMaterial({ title: 'Moving material', subjectId: regSubIdOf('drawing') }),
    )
    expect(moved.body).toMatchObject({
      subjectId: regSubIdOf('drawing'),
      subjectName: 'Engineering Graphics',
    })
    expect(titles(await ofSubject(f.tokens.faculty, 'drawing'))).toContain('Moving material')
    expect(titles(await ofSubject(f.tokens.faculty, 'programming'))).not.toContain('Moving material')
  })

  it('is refused to other staff before the body is read; allowed to the HOD and the administrator', async () => {
    const material = await add(f.tokens.faculty, { title: 'Guarded' })
    for (const token of [f.tokens.otherFaculty, f.tokens.otherHod]) {
      expectRefused(await put(token, material.id, { nonsense: true }), 403, 'FORBIDDEN')
      expectRefused(await put(token, material.id, aMaterial()), 403, 'FORBIDDEN')
    }
    expect((await put(f.tokens.hod, material.id, aMaterial({ title: 'By the HOD' }))).status).toBe(200)
    expect(
      (await put(f.tokens.admin, material.id, aMaterial({ title: 'By the administrator' }))).status,
    ).toBe(200)
    expectRefused(
      await put(f.tokens.admin, 'no-such-material', aMaterial()),
      404,
      'COURSE_MATERIAL_NOT_FOUND',
    )
  })

  it('refuses a change made on a stale read (409) and lets its new file go', async () => {
    const created = await add(f.tokens.faculty, { title: 'Raced' })
    const stale = await f.deps.materials.loadChangeable({ actor: { ...facultyPrincipal() } }, created.id)
    expect((await put(f.tokens.faculty, created.id, aMaterial({ title: 'Won the race' }))).status).toBe(200)
    const ref = await f.upload('Late.pdf')
    const lost = await f.deps.materials
      .update({ actor: facultyPrincipal() }, stale, {
        title: 'Lost the race',
        subjectId: regSubIdOf('programming'),
        courseMaterialType: 'Notes',
        file: { kind: 'upload', ref },
      })
      .catch((error: unknown) => error)
    expect(lost).toMatchObject({ status: 409, code: 'CHANGED_MEANWHILE' })
    expect(await f.uploads.find(ref.fileKey)).toBeUndefined()
    expect(titles(await ofSubject(f.tokens.faculty, 'programming'))).toContain('Won the race')
  })
})

describe('deleting material', () => {
  it('answers exactly true, deletes its file and audits it', async () => {
    const ref = await f.upload('Gone.pdf')
    const material = await add(f.tokens.faculty, { file: ref, title: 'To delete' })
    const response = await f.call('DELETE', `/api/courseMaterial/${material.id}`, { token: f.tokens.faculty })
    expect(response.status).toBe(200)
    expect(response.body).toBe(true)
    expect(titles(await ofSubject(f.tokens.faculty, 'programming'))).not.toContain('To delete')
    expect(await f.stored(ref.fileKey)).toBe(false)
    expect(await f.uploads.find(ref.fileKey)).toBeUndefined()
    expect((await f.auditOf(material.id)).map(({ action }) => action).sort()).toEqual(['CREATE', 'DELETE'])
    expectRefused(
      await f.call('DELETE', `/api/courseMaterial/${material.id}`, { token: f.tokens.faculty }),
      404,
      'COURSE_MATERIAL_NOT_FOUND',
    )
  })

  it('is refused to other staff, students and custom users; allowed to the HOD of its department', async () => {
    const material = await add(f.tokens.faculty, { title: 'Kept' })
    const path = `/api/courseMaterial/${material.id}`
    for (const token of [f.tokens.otherFaculty, f.tokens.otherHod, f.tokens.eceFaculty])
      expectRefused(await f.call('DELETE', path, { token }), 403, 'FORBIDDEN')
    expectRefused(await f.call('DELETE', path, { token: f.tokens.student }), 403, 'ROLE_NOT_ALLOWED')
    expectRefused(await f.call('DELETE', path, { token: f.tokens.custom }), 403, 'ROLE_NOT_ALLOWED')
    expect(titles(await ofSubject(f.tokens.faculty, 'programming'))).toContain('Kept')
    expect((await f.call('DELETE', path, { token: f.tokens.hod })).body).toBe(true)
  })
})

/** The faculty member as their session holds them, for calling the service directly. */
const facultyPrincipal = () => ({
  userId: idOf('faculty'),
  userType: 'FACULTY' as const,
  email: 'faculty@test.local',
  name: 'faculty',
  roles: [],
  rollType: [],
  departmentIds: ['dept-cse'],
})
