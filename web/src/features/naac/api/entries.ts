import type { NaacEntryStatus, NaacHistoryEvent, NaacEntryView } from '@campus/core'
import { call, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'
import { NAAC_KEY, naacApi } from './client'

/** Entries a page of the submitted list (legacy-client 5.2). */
export const ENTRIES_PAGE = 50

/** What an entry's `fields` hold on the wire: text (dates dd/MM/yyyy) or an uploaded file's reference. */
export type EntryFieldValue = string | { versionId: string; fileKey: string }

/** Body of `POST /boot/naac`. */
export interface NewEntry {
  facultyDeptId: string
  naacTemplateId: string
  status: 'WAITING'
  fields: Record<string, EntryFieldValue>
}

/** One page of a template's entries of a faculty department, newest first, and how many there are in all. */
export function useEntries(templateId: string, facultyDeptId: string, page: number) {
  const rows = useApi<NaacEntryView[]>([NAAC_KEY, 'entries', templateId, facultyDeptId, page], () =>
    fetchList(naacApi.boot.naac.getNaacWithLabel, {
      filter: { naacTemplateId: templateId, facultyDeptId },
      start: (page - 1) * ENTRIES_PAGE,
      count: ENTRIES_PAGE,
    }),
  )
  const total = useApi<number>([NAAC_KEY, 'entry-count', templateId, facultyDeptId], () =>
    call(
      naacApi.boot.naac.getNaacCount[':templateId'][':facultyDeptId'].$get({
        param: { templateId, facultyDeptId },
      }),
    ),
  )
  return { rows, total }
}

/** One entry with its fields' labels (`GET /boot/naac/getNaacByIdWithLabel/:id`). */
export const useEntry = (id: string | undefined) =>
  useApi<NaacEntryView>(id ? [NAAC_KEY, 'entry', id] : null, () =>
    call(naacApi.boot.naac.getNaacByIdWithLabel[':id'].$get({ param: { id: id ?? '' } })),
  )

/** Who did what to an entry, newest first (`GET /boot/naac/:id/history`). */
export const useEntryHistory = (id: string) =>
  useApi<NaacHistoryEvent[]>([NAAC_KEY, 'history', id], () =>
    call(naacApi.boot.naac[':id'].history.$get({ param: { id } })),
  )

export const createEntry = (entry: NewEntry) => call(naacApi.boot.naac.$post({ json: entry }))

/** The entry as it was read: its id, and when it last changed, so a change made meanwhile is refused (409). */
type ReadEntry = Pick<NaacEntryView, 'id' | 'modifiedOn'>

/**
 * Saves an entry's fields (every entered field: a file left out is let go) and/or its review status
 * (`PUT /boot/naac/:id`).
 */
export const updateEntry = (
  entry: ReadEntry,
  change: { fields?: Record<string, EntryFieldValue>; status?: NaacEntryStatus },
) =>
  call(
    naacApi.boot.naac[':id'].$put({
      param: { id: entry.id },
      json: { modifiedOn: entry.modifiedOn, ...change },
    }),
  )

/** Puts a file in one field of an entry, keeping its other values (the list's Add File and Edit File). */
export const attachFile = (
  entry: ReadEntry & Pick<NaacEntryView, 'fields'>,
  key: string,
  file: { versionId: string; fileKey: string },
) => updateEntry(entry, { fields: { ...entry.fields, [key]: file } })

export const deleteEntry = (id: string) => call(naacApi.boot.naac[':id'].$delete({ param: { id } }))

/** Approves entries at once (`PUT /boot/naac/approvalUpdate`): `{ approved }`. */
export const approveEntries = (ids: string[]) => call(naacApi.boot.naac.approvalUpdate.$put({ json: ids }))

/** Deletes entries at once (`PUT /boot/naac/deleteNaacs`): `{ deleted }`. */
export const deleteEntries = (ids: string[]) => call(naacApi.boot.naac.deleteNaacs.$put({ json: ids }))
