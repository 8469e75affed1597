import { academicsApi, call, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'

/** The faculties and faculty departments the NAAC selects offer (academics domain). */

export interface FacultyDepartment {
  id: string
  name: string
  facultyId: string
}

/** A faculty's departments, by name (`GET /api/facultydepartment/get?filter=facultyId eq <id>`). */
export const useFacultyDepartmentsOf = (facultyId: string | undefined) =>
  useApi<FacultyDepartment[]>(facultyId ? ['academics', 'faculty-departments', 'of', facultyId] : null, () =>
    fetchList(academicsApi.api.facultydepartment.get, { filter: { facultyId }, sort: 'name' }),
  )

/**
 * Every faculty department with its faculty (`GET /api/facultydepartment/getAllFacultyDepartments`): names for
 * messages, and the faculty of the department a user holds a NAAC role in.
 */
export const useAllFacultyDepartments = () =>
  useApi<(FacultyDepartment & { facultyName: string })[]>(
    ['academics', 'faculty-departments', 'with-faculty'],
    () => call(academicsApi.api.facultydepartment.getAllFacultyDepartments.$get()),
  )

/** A faculty department's name, once the list has loaded. */
export function useFacultyDepartmentName(facultyDeptId: string | undefined) {
  const { data } = useAllFacultyDepartments()
  return data?.find((department) => department.id === facultyDeptId)?.name
}
