import type { AcademicYear, AddAcademicYear, Regulation } from '@campus/core'
import { academicsApi, call, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'

export type { AcademicYear }

/** A department's academic years, active (`inactive eq NO`) or inactive, newest first. */
export const useDepartmentYears = (departmentId: string | undefined, inactive: 'YES' | 'NO') =>
  useApi<AcademicYear[]>(departmentId ? ['academics', 'years', departmentId, inactive, 'full'] : null, () =>
    fetchList(academicsApi.api.accyear, { filter: { departmentId, inactive } }),
  )

/** A department's regulations (`GET /api/reg/year`, answered as `{ datas }`), newest first. */
export const useRegulations = (departmentId: string | undefined) =>
  useApi(departmentId ? ['academics', 'regulations', departmentId] : null, async () => {
    const { datas } = await call(
      academicsApi.api.reg.year.$get({ query: { filter: `departmentID eq ${departmentId ?? ''}` } }),
    )
    // The route reads its query with the list parser, so the typed client knows the records only as JSON.
    return datas as unknown as Regulation[]
  })

// The route's body schema starts with a preprocess step, so the typed client sees its input as `any`.
export type NewAcademicYear = Omit<AddAcademicYear, 'inactive'>
export type AcademicYearChanges = Parameters<typeof academicsApi.api.accyear.$put>[0]['json']

/** Adds a year; a start and end year the department already has answers `status: "Already Exists"`. */
export const addAcademicYear = (year: NewAcademicYear) => call(academicsApi.api.accyear.$post({ json: year }))

/** Updates, deactivates (`inactive: "YES"`) or activates (`"NO"`) a year; refused if Current Sem goes down. */
export const updateAcademicYear = (changes: AcademicYearChanges) =>
  call(academicsApi.api.accyear.$put({ json: changes }))

/** Refused with 409 ACADEMIC_YEAR_IN_USE while the year has groups or subjects. */
export const deleteAcademicYear = (id: string) =>
  call(academicsApi.api.accyear[':id'].$delete({ param: { id } }))
