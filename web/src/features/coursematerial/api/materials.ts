import type { CourseMaterialApp } from '@api/coursematerial/app'
import { hasFile } from '@campus/core'
import { hc, type InferResponseType } from 'hono/client'
import { useSWRConfig } from 'swr'
import { apiFetch, call, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'

const courseMaterialApi = hc<CourseMaterialApp>('/', { fetch: apiFetch })

type AnsweredMaterial = InferResponseType<typeof courseMaterialApi.api.courseMaterial.$post, 200>
type MaterialFile = Extract<AnsweredMaterial['file'], { fileKey: string }>

/**
 * A course material as the screens read it, with its file's download and preview links. The API answers
 * `file: {}` for a material without a file (the legacy client's shape); the screens read no file as none.
 */
export type Material = Omit<AnsweredMaterial, 'file'> & { file?: MaterialFile }

const asMaterial = ({ file, ...material }: AnsweredMaterial): Material =>
  hasFile(file) ? { ...material, file } : material
const asMaterials = (materials: AnsweredMaterial[]) => materials.map(asMaterial)
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
  useApi<Material[]>([KEY, 'staff'], async () =>
    asMaterials(
      await fetchList(courseMaterialApi.api.courseMaterial.staff, { order: 'desc', sort: 'subjectId' }),
    ),
  )

/** One subject's materials, newest first (`GET /api/courseMaterial?filter=subjectId eq <regSubId>`). */
export const useSubjectMaterials = (subjectId: string | undefined) =>
  useApi<Material[]>(subjectId ? [KEY, 'subject', subjectId] : null, async () =>
    asMaterials(
      await fetchList(courseMaterialApi.api.courseMaterial, { filter: { subjectId }, order: 'desc' }),
    ),
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
