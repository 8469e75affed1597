import { academicsApi, call, useApi } from '@/lib/api-client'

/** A faculty department with the faculty it belongs to (`GET /api/facultydepartment/getAllFacultyDepartments`). */
export interface FacultyDepartmentRow {
  id: string
  name: string
  facultyId: string
  facultyName: string
}

/** Every faculty department in one call, by faculty then name. */
export const useFacultyDepartmentRows = () =>
  useApi(['academics', 'faculty-departments', 'with-faculty'], () =>
    call(academicsApi.api.facultydepartment.getAllFacultyDepartments.$get()),
  )

export const createFaculty = (name: string) => call(academicsApi.api.faculty.$post({ json: { name } }))

export const renameFaculty = (id: string, name: string) =>
  call(academicsApi.api.faculty[':id'].$put({ param: { id }, json: { name } }))

export const createFacultyDepartment = (fields: { name: string; facultyId: string }) =>
  call(academicsApi.api.facultydepartment.$post({ json: fields }))

/** Renames a faculty department, or moves it to another faculty. */
export const updateFacultyDepartment = (id: string, fields: { name: string; facultyId: string }) =>
  call(academicsApi.api.facultydepartment[':id'].$put({ param: { id }, json: fields }))
