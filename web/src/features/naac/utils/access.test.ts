import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { firstReportFaculty, noRoleMessage, readsFacultyReports, readsReports, rightsIn } from './access'

const custom = (role: 'INPUTTER' | 'AUTHORIZER') => ({
  usertype: 'CUSTOM' as const,
  customRole: { naacRole: [{ facultyDeptId: 'fd-a', role }], naacReport: [], modules: [] },
})

describe('what a user may do with a faculty department’s NAAC entries', () => {
  it('gives an INPUTTER entry, an AUTHORIZER review too, in their own department only', () => {
    expect(rightsIn(custom('INPUTTER'), 'fd-a')).toMatchObject({ read: true, enter: true, authorize: false })
    expect(rightsIn(custom('AUTHORIZER'), 'fd-a')).toMatchObject({
      enter: true,
      authorize: true,
      markNotApplicable: true,
    })
    expect(rightsIn(custom('AUTHORIZER'), 'fd-b')).toMatchObject({
      read: false,
      enter: false,
      authorize: false,
    })
  })

  it('lets the administrator read and mark not applicable, but not enter or review', () => {
    expect(rightsIn({ usertype: 'ADMIN' }, 'fd-a')).toEqual({
      role: undefined,
      read: true,
      enter: false,
      authorize: false,
      markNotApplicable: true,
    })
    expect(rightsIn({ usertype: 'HOD' }, 'fd-a').read).toBe(false)
  })

  it('refuses others in the legacy words', () => {
    expect(noRoleMessage('Engineering', englishT('naac'))).toBe(
      'Sorry ! only Engineering INPUTTER and AUTHORIZER has view rights.',
    )
  })
})

describe('who reads the NAAC reports', () => {
  const reporter = {
    usertype: 'CUSTOM' as const,
    customRole: {
      naacRole: [],
      naacReport: [{ facultyId: 'fac-a', rights: 'AUTHORIZED' as const }],
      modules: [],
    },
  }

  it('opens Report to the administrator and to anyone given report rights', () => {
    expect(readsReports({ usertype: 'ADMIN' })).toBe(true)
    expect(readsReports(reporter)).toBe(true)
    expect(readsReports(custom('AUTHORIZER'))).toBe(false)
    expect(readsReports({ usertype: 'FACULTY' })).toBe(false)
    // singleUser leaves naacReport out for a custom user without report rights (issue 30).
    const noReportKey = { usertype: 'CUSTOM' as const, customRole: { naacRole: [], modules: [] } }
    expect(readsReports(noReportKey)).toBe(false)
    expect(readsFacultyReports(noReportKey, 'fac-a')).toBe(false)
    expect(firstReportFaculty(noReportKey)).toBeUndefined()
  })

  it('shows a faculty’s reports to the administrator and to those AUTHORIZED for that faculty only', () => {
    expect(readsFacultyReports({ usertype: 'ADMIN' }, 'fac-b')).toBe(true)
    expect(readsFacultyReports(reporter, 'fac-a')).toBe(true)
    expect(readsFacultyReports(reporter, 'fac-b')).toBe(false)
    expect(firstReportFaculty(reporter)).toBe('fac-a')
    expect(firstReportFaculty({ usertype: 'ADMIN' })).toBeUndefined()
  })
})
