import { useDepartments } from '@/lib/academics'
import type { CurrentUserRecord } from '@/lib/current-user'
import { managesSurveyDepartment } from '../utils/access'

/** The departments the reader may put a survey in, or add groups of: all for the administrator, an HOD's own. */
export function useSurveyDepartments(user: Pick<CurrentUserRecord, 'usertype' | 'departmentid'>) {
  const departments = useDepartments()
  const managed = (departments.data ?? []).filter((department) =>
    managesSurveyDepartment(user, department.id),
  )
  /** The department with this id, or else the only one the reader may pick. */
  const chosen = (departmentId: string | undefined) =>
    managed.find((candidate) => candidate.id === departmentId) ??
    (managed.length === 1 ? managed[0] : undefined)
  return { managed, chosen, error: departments.error, isLoading: departments.isLoading }
}

export type SurveyDepartments = ReturnType<typeof useSurveyDepartments>
