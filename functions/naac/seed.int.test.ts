import type { NaacEntryView, NaacTemplateSummary } from '@campus/core'
import { FACULTY_DEPARTMENT, NAAC_AUTHORIZER } from '@campus/local/demo-college'
import { beforeAll, describe, expect, it } from 'vitest'
import { isNaacSeeded, seedNaac } from './seed'
import { createNaacFixture, type NaacFixture } from './testing/fixture'

let f: NaacFixture
let authorizer: string
beforeAll(async () => {
  f = await createNaacFixture()
  expect(await isNaacSeeded(f.env.client, f.env.tables.naac)).toBe(false)
  await seedNaac(f.env.client, f.env.tables, { s3: f.env.s3, buckets: f.env.buckets })
  authorizer = await f.login('authorizer', {
    userId: NAAC_AUTHORIZER.id,
    customRole: {
      naacRole: [{ facultyDeptId: FACULTY_DEPARTMENT.id, role: 'AUTHORIZER' }],
      naacReport: [],
      modules: [],
    },
  })
})

describe('the demo NAAC framework', () => {
  it('gives every criterion templates for GENERAL and MEDICAL, with entries of Engineering in every state', async () => {
    expect(await isNaacSeeded(f.env.client, f.env.tables.naac)).toBe(true)
    expect(await f.ok('GET', '/boot/naacTemplate/criteria', { token: authorizer })).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ])
    const [programmes] = await f.ok<NaacTemplateSummary[]>(
      'GET',
      `/boot/naacTemplate/templateByCriteria/1/${FACULTY_DEPARTMENT.id}?query=filter:type eq GENERAL`,
      { token: authorizer },
    )
    expect(programmes?.subCriteria).toBe('1.1.3')
    expect(
      await f.ok(
        'GET',
        `/boot/naacTemplate/getNaacCounts?templateId=${programmes!.id}&facDeptId=${FACULTY_DEPARTMENT.id}`,
        {
          token: authorizer,
        },
      ),
    ).toEqual({ submitted: 3, waiting: 1, approved: 1, unApproved: 1, commentCount: 2 })
    const entries = await f.ok<NaacEntryView[]>(
      'GET',
      `/boot/naac/getNaacWithLabel?query=filter:naacTemplateId eq ${programmes!.id},facultyDeptId eq ${FACULTY_DEPARTMENT.id}`,
      { token: authorizer },
    )
    const withLetter = entries.find(({ status }) => status === 'APPROVED')
    expect(withLetter?.fieldValues.approval).toMatchObject({ url: expect.stringContaining('http') as string })
    expect(entries.find(({ status }) => status === 'UNAPPROVED')?.commentStatus).toBe('OPEN')
    const medical = await f.ok<unknown[]>('GET', '/boot/naacTemplate?query=filter:type eq MEDICAL', {
      token: authorizer,
    })
    expect(medical).toHaveLength(7)
  })
})
