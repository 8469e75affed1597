import { forbidden, type Principal, type UserType } from '@campus/core'

/** Staff who use the feedback screens: they read the question bank and the templates. */
export const STAFF: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY']

/**
 * Who builds the bank and the templates and reads whole reports: the administrator, and HODs (the legacy
 * client linked the feedback section for HODs only).
 */
export const MANAGERS: readonly UserType[] = ['ADMIN', 'HOD']

/**
 * Whose surveys a manager may see and change: the administrator every survey, an HOD those of the departments
 * they head (a survey without a department is the administrator's, college-wide).
 */
export function mayManageSurvey(actor: Principal, survey: { departmentId?: string }) {
  if (actor.userType === 'ADMIN') return true
  return (
    actor.userType === 'HOD' &&
    survey.departmentId !== undefined &&
    actor.departmentIds.includes(survey.departmentId)
  )
}

export function assertManages(actor: Principal, survey: { departmentId?: string }) {
  if (!mayManageSurvey(actor, survey))
    throw forbidden('This survey belongs to a department you do not manage.')
}
