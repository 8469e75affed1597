import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { TableName } from '@campus/db'
import { createAttachments } from '@campus/files'
import type { DomainSeed, SeedStorage } from '@campus/http'
import { ACADEMIC_YEARS, demoSubjectsTaught } from '@campus/local/demo-college'
import { demoPdf } from '@campus/local/demo-files'
import { createCourseMaterialEntities, type StoredMaterial } from './entities'
import { fileOwner } from './material-view'
import { createMaterialsRepository } from './materials.repository'

const DAY_MS = 24 * 60 * 60 * 1000

const [CSE_YEAR] = ACADEMIC_YEARS

/**
 * The demo materials: links, and one PDF of notes (`DEMO_PDF_MATERIAL`, its file stored by the seed). They hang on the semester-1 subjects CSE 2023 group A takes (student1@campus.local's), each added by the
 * subject's teacher, so the student, the teachers and the CSE HOD all see some.
 */
export function demoMaterials(now: number): StoredMaterial[] {
  const taught = demoSubjectsTaught(CSE_YEAR, 0)
  const byCode = (code: string) => {
    const found = taught.find(({ subject }) => subject.subjectCode === code)
    if (!found) throw new Error(`The demo college has no subject ${code}`)
    return found
  }
  const material = (
    id: string,
    code: string,
    daysAgo: number,
    fields: Pick<StoredMaterial, 'title' | 'courseMaterialType' | 'link'> & { description?: string },
  ): StoredMaterial => {
    const { subject, teacher } = byCode(code)
    const at = now - daysAgo * DAY_MS
    return {
      id,
      subjectId: subject.id,
      subjectName: subject.subjectName,
      departmentId: CSE_YEAR.departmentId,
      ...fields,
      createdBy: teacher.staffid,
      createdByStaff: teacher.staffName,
      createdOn: at,
      modifiedOn: at,
    }
  }
  return [
    material('cm-demo-ma101-notes', 'MA101', 6, {
      title: 'Unit 1: Matrices and linear systems',
      courseMaterialType: 'Notes',
      description: 'Lecture videos and notes on matrices, elimination and linear systems.',
      link: 'https://ocw.mit.edu/courses/18-06-linear-algebra-spring-2010/',
    }),
    material('cm-demo-ma101-questions', 'MA101', 2, {
      title: 'Question bank: units 1 and 2',
      courseMaterialType: 'QuestionBank',
      description: 'Practice problems with answers; the first internal assessment draws on these.',
      link: 'https://openstax.org/details/books/calculus-volume-1',
    }),
    material('cm-demo-ph101-syllabus', 'PH101', 5, {
      title: 'Engineering Physics syllabus',
      courseMaterialType: 'Syllabus',
      link: 'https://openstax.org/details/books/university-physics-volume-1',
    }),
    material(DEMO_PDF_MATERIAL.id, 'CSE101', 4, {
      title: DEMO_PDF_MATERIAL.title,
      courseMaterialType: 'Notes',
      description: 'Data types, operators and the first three lab programs, as taught in week 1.',
    }),
    material('cm-demo-cse101-references', 'CSE101', 3, {
      title: 'Reference: the C language',
      courseMaterialType: 'References',
      description: 'The language reference; keep it open while you do the lab exercises.',
      link: 'https://en.cppreference.com/w/c/language',
    }),
  ]
}

/** The demo material that carries a PDF (the file is written by the seed, so a student can preview it). */
export const DEMO_PDF_MATERIAL = {
  id: 'cm-demo-cse101-notes',
  title: 'Unit 1 notes: C basics',
  fileName: 'Unit 1 notes.pdf',
} as const

/**
 * True once the CSE department holds any material: the demo materials are seeded only until then, so a start
 * after someone added or deleted some leaves their work alone.
 */
export async function isCourseMaterialSeeded(client: DynamoDBDocumentClient, table: string) {
  const { material } = createCourseMaterialEntities(client, table)
  const { data } = await material.query
    .byDepartment({ departmentId: CSE_YEAR.departmentId })
    .go({ limit: 1, count: 1 })
  return data.length > 0
}

/** Writes the demo materials as the repository stores any; each only if it is not there yet. */
export async function seedCourseMaterial(
  client: DynamoDBDocumentClient,
  tables: Readonly<Partial<Record<TableName, string>>>,
  storage: SeedStorage,
  now = Date.now(),
) {
  const table = tables.coursematerial
  if (!table || !tables.files)
    throw new Error('The course material seed needs the coursematerial and files tables')
  const repository = createMaterialsRepository(createCourseMaterialEntities(client, table), client, table)
  const attachments = createAttachments({
    client,
    table: tables.files,
    s3: storage.s3,
    bucket: storage.buckets.attachments,
  })
  for (const demo of demoMaterials(now)) {
    // An interrupted seed run again writes what it had not.
    if (await repository.find(demo.id)) continue
    if (demo.id !== DEMO_PDF_MATERIAL.id) {
      await repository.create(demo)
      continue
    }
    const { versionId, fileKey, fileName } = await attachments.storeReceived(
      { name: DEMO_PDF_MATERIAL.fileName, bytes: demoPdf('Unit 1: data types, operators, first programs') },
      fileOwner(demo.id),
      { purpose: 'document' },
      { userId: demo.createdBy, userType: 'FACULTY' },
    )
    await repository.create({ ...demo, file: { versionId, fileKey, fileName } })
  }
}

/** The demo course material (`npm start`); local demo data only. */
export const courseMaterialSeed: DomainSeed = {
  isSeeded: (client, tables) => isCourseMaterialSeeded(client, tables.coursematerial),
  seed: async (client, tables, storage) => {
    await seedCourseMaterial(client, tables, storage)
    return 'Seeded the demo course material (links and one PDF of notes).'
  },
}
