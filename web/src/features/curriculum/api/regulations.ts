import type {
  CreateRegulation,
  CreateRegulationSubject,
  ListFields,
  ListRequest,
  Regulation,
  RegulationSubject,
  UpdateRegulation,
  UpdateRegulationSubject,
} from '@campus/core'
import { academicsApi, call, useApi } from '@/lib/api-client'
import { fetchList, type ListEndpoint, type NoListFields } from '@/lib/list-endpoint'

/** A department's regulations (syllabi named by year) and the subjects each lists per semester. */

export type { Regulation, RegulationSubject }

/**
 * The regulation lists answer `{ datas: [...] }` (the legacy shape) rather than a bare array. fetchList only
 * casts the body, so the wrapper comes through and is unwrapped here. Rows typed by where they go, as for
 * every list helper.
 */
async function fetchDatas<Row, Fields extends ListFields = NoListFields>(
  endpoint: ListEndpoint<Fields>,
  request: NoInfer<ListRequest<Fields>>,
): Promise<Row[]> {
  const body = (await fetchList<unknown, Fields>(endpoint, request)) as unknown as { datas?: Row[] }
  return body.datas ?? []
}

export const regulationsKey = (departmentId: string) => ['curriculum', 'regulations', departmentId] as const
export const regulationSubjectsKey = (regulationId: string) =>
  ['curriculum', 'regulation-subjects', regulationId] as const

/** `GET /api/reg/year?filter=departmentID eq <id>`: newest year first. */
export const useRegulations = (departmentId: string | undefined) =>
  useApi<Regulation[]>(departmentId ? regulationsKey(departmentId) : null, () =>
    fetchDatas(academicsApi.api.reg.year, { filter: { departmentID: departmentId } }),
  )

/** `GET /api/reg/regulation/sub?filter=regulationID eq <id>`: by semester, then code. */
export const fetchRegulationSubjects = (regulationId: string): Promise<RegulationSubject[]> =>
  fetchDatas(academicsApi.api.reg.regulation.sub, { filter: { regulationID: regulationId } })

export const useRegulationSubjects = (regulationId: string | undefined) =>
  useApi(regulationId ? regulationSubjectsKey(regulationId) : null, () =>
    fetchRegulationSubjects(regulationId ?? ''),
  )

export const createRegulation = (regulation: CreateRegulation) =>
  call(academicsApi.api.reg.year.$post({ json: regulation }))

export const updateRegulation = (changes: UpdateRegulation) =>
  call(academicsApi.api.reg.year.$put({ json: changes }))

/** Refused (409 REGULATION_IN_USE) while the regulation lists subjects or a year follows it. */
export const deleteRegulation = (id: string) =>
  call(academicsApi.api.reg.year[':id'].$delete({ param: { id } }))

export const createRegulationSubject = (subject: CreateRegulationSubject) =>
  call(academicsApi.api.reg.regulation.sub.$post({ json: subject }))

export const updateRegulationSubject = (changes: UpdateRegulationSubject) =>
  call(academicsApi.api.reg.regulation.sub.$put({ json: changes }))

/** Refused (409 REGULATION_SUBJECT_IN_USE) while an academic year is taught the subject. */
export const deleteRegulationSubject = (id: string) =>
  call(academicsApi.api.reg.regulation.sub[':id'].$delete({ param: { id } }))
