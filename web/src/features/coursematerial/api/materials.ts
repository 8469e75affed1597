import type { CourseMaterialApp } from '@api/coursematerial/app'
import { hc, type InferResponseType } from 'hono/client'
import { useSWRConfig } from 'swr'
import { apiFetch, call, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'

const courseMaterialApi = hc<CourseMaterialApp>('/', { fetch: apiFetch })

/** A course material as every call answers it, with its file's download and preview links. */
export type Material = InferResponseType<typeof courseMaterialApi.api.courseMaterial.$post, 200>
export type NewMaterial = Parameters<typeof courseMaterialApi.api.courseMaterial.$post>[0]['json']
export type ChangedMaterial = Parameters<
  (typeof courseMaterialApi.api.courseMaterial.update)[':id']['$put']
>[0]['json']

const KEY = 'coursematerial'

/**
 * My Subject: the materials of every subject the signed-in staff member teaches, grouped by subject
 * (`GET /api/courseMaterial/staff?order=dec&sort=subjectId`, as the legacy screen asks).
 */
export const useStaffMaterials = () =>
  useApi<Material[]>([KEY, 'staff'], () =>
    fetchList(courseMaterialApi.api.courseMaterial.staff, { order: 'desc', sort: 'subjectId' }),
  )

/** One subject's materials, newest first (`GET /api/courseMaterial?filter=subjectId eq <regSubId>`). */
export const useSubjectMaterials = (subjectId: string | undefined) =>
  useApi<Material[]>(subjectId ? [KEY, 'subject', subjectId] : null, () =>
    fetchList(courseMaterialApi.api.courseMaterial, { filter: { subjectId }, order: 'desc' }),
  )

/** Re-reads every material list after a change. */
export function useRefreshMaterials() {
  const { mutate } = useSWRConfig()
  return () => mutate((key) => Array.isArray(key) && key[0] === KEY)
}

export const createMaterial = (material: NewMaterial) =>
  call(courseMaterialApi.api.courseMaterial.$post({ json: material }))

export const updateMaterial = (id: string, material: ChangedMaterial) =>
  call(courseMaterialApi.api.courseMaterial.update[':id'].$put({ param: { id }, json: material }))

/** Answers `true` once deleted. */
export const deleteMaterial = (id: string) =>
  call(courseMaterialApi.api.courseMaterial[':id'].$delete({ param: { id } }))
