import { forbidden, type Principal } from '@campus/core'

/** The legacy client's words for a report reader without rights (legacy-client.md 3.1, NaacReportComponent). */
export const REPORT_REFUSAL = 'Sorry ! only AUTHORIZED Users has view rights.'

/** The faculties the caller's `customRole.naacReport` marks AUTHORIZED. */
const authorizedFaculties = (actor: Principal) =>
  (actor.customRole?.naacReport ?? [])
    .filter(({ rights }) => rights === 'AUTHORIZED')
    .map(({ facultyId }) => facultyId)

/** May the caller read one faculty's reports (its workbooks, merges, files): ADMIN, or AUTHORIZED for it. */
export const mayReportOn = (actor: Principal, facultyId: string) =>
  actor.userType === 'ADMIN' || authorizedFaculties(actor).includes(facultyId)

/**
 * May the caller read the college-wide reports (criteria workbooks, every faculty's attachments, the pre-check,
 * evidence packets): ADMIN, or AUTHORIZED for any faculty, as the legacy Report screen shows them to every
 * report user (the IQAC coordinators).
 */
export const mayReportOnCollege = (actor: Principal) =>
  actor.userType === 'ADMIN' || authorizedFaculties(actor).length > 0

export function assertFacultyReports(actor: Principal, facultyId: string) {
  if (!mayReportOn(actor, facultyId)) throw forbidden(REPORT_REFUSAL)
}

export function assertCollegeReports(actor: Principal) {
  if (!mayReportOnCollege(actor)) throw forbidden(REPORT_REFUSAL)
}

/** Building every faculty's workbooks at once (`mergeNaacConsolidate`): the administrator. */
export function assertAdministrator(actor: Principal) {
  if (actor.userType !== 'ADMIN') throw forbidden('Only an administrator may build every faculty’s reports.')
}
