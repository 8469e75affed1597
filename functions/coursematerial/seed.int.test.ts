import { createTestTables, demoTeaching, putTeaching } from '@campus/testing'
import { ACADEMIC_YEARS, DEPARTMENTS } from '@campus/local/demo-college'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Material } from './routes/schemas'
import { DEMO_PDF_MATERIAL, isCourseMaterialSeeded, seedCourseMaterial } from './seed'
import { createCourseMaterialFixture, type CourseMaterialFixture } from './testing/fixture'

const [CSE_YEAR] = ACADEMIC_YEARS
const [CSE] = DEPARTMENTS

let f: CourseMaterialFixture
beforeAll(async () => {
  f = await createCourseMaterialFixture()
  await putTeaching(f.env.client, f.env.tables.academics, demoTeaching(CSE_YEAR))
  expect(await isCourseMaterialSeeded(f.env.client, f.env.tables.coursematerial)).toBe(false)
  await seedCourseMaterial(f.env.client, f.env.tables, { s3: f.env.s3, buckets: f.env.buckets })
})

const titles = (rows: { title: string }[]) => rows.map(({ title }) => title)

describe('the demo course material', () => {
  it('is what student1 (CSE 2023, group A) reads for the subjects they take, newest first', async () => {
    expect(await isCourseMaterialSeeded(f.env.client, f.env.tables.coursematerial)).toBe(true)
    const student = await f.login('student', {
      userId: 'user-student-1',
      accYearId: CSE_YEAR.id,
      groupId: CSE_YEAR.groups[0],
    })
    const maths = await f.ok<Material[]>('GET', '/api/courseMaterial?filter=subjectId eq rs-cse-ma101', {
      token: student,
    })
    expect(titles(maths)).toEqual(['Question bank: units 1 and 2', 'Unit 1: Matrices and linear systems'])
    expect(maths[0]).toMatchObject({
      subjectName: 'Engineering Mathematics I',
      courseMaterialType: 'QuestionBank',
      link: expect.stringMatching(/^https:\/\//),
      createdBy: 'user-faculty-1',
      createdByStaff: 'Faculty Member 1',
    })
  })

  it('carries one real PDF, which downloads and previews in the page', async () => {
    const student = await f.login('student', {
      userId: 'user-student-1',
      accYearId: CSE_YEAR.id,
      groupId: CSE_YEAR.groups[0],
    })
    const programming = await f.ok<Material[]>(
      'GET',
      '/api/courseMaterial?filter=subjectId eq rs-cse-cse101',
      {
        token: student,
      },
    )
    const notes = programming.find(({ id }) => id === DEMO_PDF_MATERIAL.id)
    expect(notes?.file?.fileKey).toMatch(/Unit 1 notes\.pdf$/)
    const response = await fetch(notes!.file.url)
    expect(response.status).toBe(200)
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4')
  })

  it("is in the teachers' own lists: faculty1 teaches Mathematics to group A and Programming in C to group B", async () => {
    const faculty1 = await f.login('faculty', { userId: 'user-faculty-1', departmentIds: [CSE.id] })
    const rows = await f.ok<Material[]>('GET', '/api/courseMaterial/staff?order=dec&sort=subjectId', {
      token: faculty1,
    })
    expect(titles(rows).sort()).toEqual(
      [
        'Question bank: units 1 and 2',
        'Reference: the C language',
        'Unit 1 notes: C basics',
        'Unit 1: Matrices and linear systems',
      ].sort(),
    )
  })

  it('can run again over its own data', async () => {
    await seedCourseMaterial(f.env.client, f.env.tables, { s3: f.env.s3, buckets: f.env.buckets })
    // faculty4 teaches Physics to group A and Mathematics to group B: each demo material once.
    const faculty4 = await f.login('faculty', { userId: 'user-faculty-4', departmentIds: [CSE.id] })
    const rows = await f.ok<Material[]>('GET', '/api/courseMaterial/staff', { token: faculty4 })
    expect(titles(rows).sort()).toEqual(
      [
        'Engineering Physics syllabus',
        'Question bank: units 1 and 2',
        'Unit 1: Matrices and linear systems',
      ].sort(),
    )
  })
})

it('leaves other tables alone', async () => {
  const env = await createTestTables()
  expect(await isCourseMaterialSeeded(env.client, env.tables.coursematerial)).toBe(false)
})
