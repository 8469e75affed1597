import {
  forbidden,
  MANAGERS,
  mayManageDepartment,
  type Principal,
  STUDENTS,
  type UserType,
} from '@campus/core'

/** Staff who use the feedback screens: they read the question bank and the templates. */
export const STAFF: readonly UserType[] = ['ADMIN', 'HOD', 'FACULTY']

/**
 * Who builds the bank and the templates and reads whole reports: the administrator, and HODs (the legacy
 * client linked the feedback section for HODs only).
 */
export { MANAGERS, STUDENTS }

/** Managers, and students reading the questions of a survey they answer. */
export const MANAGERS_AND_STUDENTS: readonly UserType[] = [...MANAGERS, 'STUDENT']

/**
 * Whose surveys a manager may see and change: the administrator every survey, an HOD those of the departments
 * they head (a survey without a department is the administrator's, college-wide).
 */
export const mayManageSurvey = (
  actor: Pick<Principal, 'userType' | 'headedDepartmentIds'>,
  survey: { departmentId?: string },
) => mayManageDepartment(actor, survey.departmentId)

export function assertManages(
  actor: Pick<Principal, 'userType' | 'headedDepartmentIds'>,
  survey: { departmentId?: string },
) {
  if (!mayManageSurvey(actor, survey))
    throw forbidden('This survey belongs to a department you do not manage.')
}
