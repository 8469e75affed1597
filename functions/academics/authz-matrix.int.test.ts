import type { UserType } from '@campus/core'
import { allowedUserTypes, operationsOf } from '@campus/http'
import { describeAccessMatrix, tokensByUserType } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAcademicsFixture, type AcademicsFixture } from './testing/fixture'

let f: AcademicsFixture
let tokens = new Map<UserType, string>()
beforeAll(async () => {
  f = await createAcademicsFixture()
  tokens = await tokensByUserType(f.people, f.login)
})

describeAccessMatrix('academics', () => ({
  app: f.app,
  call: f.call,
  tokenFor: (type) => tokens.get(type) ?? '',
}))

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
