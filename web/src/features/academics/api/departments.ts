import type { CreateDepartment, ListedDepartment } from '@campus/core'
import { academicsApi, call, identityApi, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'

/** Departments as Manage Department lists them: with faculty department name and faculty (`GET /api/departments`). */
export const useDepartmentList = () =>
  useApi<ListedDepartment[]>(['academics', 'departments', 'listed'], () =>
    fetchList(academicsApi.api.departments, {}),
  )

export type DepartmentFields = CreateDepartment

export const createDepartment = (fields: DepartmentFields) =>
  call(academicsApi.api.departments.create.$post({ json: fields }))

export const updateDepartment = (id: string, fields: Partial<DepartmentFields>) =>
  call(academicsApi.api.departments[':id'].$put({ param: { id }, json: fields }))

/** Refused with 409 DEPARTMENT_IN_USE while academic years or regulations refer to it. */
export const deleteDepartment = (id: string) =>
  call(academicsApi.api.departments.delete[':id'].$delete({ param: { id } }))

/**
 * What still ties a department down before it may go: its academic years, its regulations, and people other
 * than its HODs (staff and students whose `departmentid` holds it). Read before the HODs are released, so a
 * refused delete never leaves the department without its HODs.
 */
export async function departmentHoldings(departmentId: string) {
  const [years, regulations, members] = await Promise.all([
    fetchList(academicsApi.api.accyear, { filter: { departmentId }, fields: ['id'], count: 1 }),
    call(
      academicsApi.api.reg.year.$get({ query: { filter: `departmentID eq ${departmentId}`, count: '1' } }),
    ),
    fetchList(identityApi.api.user, {
      in: { departmentid: departmentId },
      fields: ['id', 'usertype'],
      count: 100000,
    }),
  ])
  return {
    hasYears: years.length > 0,
    hasRegulations: regulations.datas.length > 0,
    otherMembers: members.filter((member) => member.usertype !== 'HOD').length,
  }
}
