import { accessRulesOf, describeDomainAccessMatrix, type ScopeSample } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { aMaterial, createCourseMaterialFixture, regSubIdOf } from './testing/fixture'

const f = await createCourseMaterialFixture()

/**
 * Adding reaches the subjects of the departments an HOD heads: the samples add to a CSE subject as the CSE HOD
 * and as the ECE HOD. A material is changed and deleted by its author (or its department's HOD, or the
 * administrator): the samples act on one a CSE faculty member added, as that member and as another one.
 */
function scopeSamples(): Record<string, ScopeSample> {
  const addedByFaculty = async () => {
    const material = await f.ok<{ id: string }>('POST', '/api/courseMaterial', {
      token: f.tokens.faculty,
      body: aMaterial({ title: 'Sample' }),
    })
    return material.id
  }
  const byAuthor = async (path: (id: string) => string, body?: unknown) => {
    const id = await addedByFaculty()
    return {
      own: { token: f.tokens.faculty, path: path(id), body },
      other: { token: f.tokens.otherFaculty, path: path(id), body },
    }
  }
  return {
    'POST /api/courseMaterial': () => {
      const body = aMaterial({ subjectId: regSubIdOf('untaught') })
      const path = '/api/courseMaterial'
      return { own: { token: f.tokens.hod, path, body }, other: { token: f.tokens.otherHod, path, body } }
    },
    'PUT /api/courseMaterial/update/:id': () =>
      byAuthor((id) => `/api/courseMaterial/update/${id}`, aMaterial({ title: 'Changed' })),
    'DELETE /api/courseMaterial/:id': () => byAuthor((id) => `/api/courseMaterial/${id}`),
  }
}

await describeDomainAccessMatrix('coursematerial', f, scopeSamples)

describe('coursematerial access rules', () => {
  it('lets staff write and list by staff member, and students only read subjects', () => {
    const writers = ['ADMIN', 'HOD', 'FACULTY']
    expect(accessRulesOf(f.app)).toEqual({
      'GET /api/courseMaterial/staff': [writers, 'own'],
      'GET /api/courseMaterial': [[...writers, 'STUDENT'], 'department'],
      'POST /api/courseMaterial': [writers, 'department'],
      'PUT /api/courseMaterial/update/:id': [writers, 'own'],
      'DELETE /api/courseMaterial/:id': [writers, 'own'],
    })
  })
})
