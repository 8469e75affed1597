import type { NotApplicableView } from '@campus/core'
import { call, useApi } from '@/lib/api-client'
import { NAAC_KEY, naacApi } from './client'

/** Every faculty department's not-applicable marks (`GET /boot/naacApplicableDepts`). */
export const useNotApplicable = () =>
  useApi<NotApplicableView[]>([NAAC_KEY, 'not-applicable'], () =>
    call(naacApi.boot.naacApplicableDepts.$get()),
  )

/**
 * Marks a template not applicable to a faculty department, or applicable again: adds it to the department's
 * record (made on the first mark) or writes the record without it.
 */
export function setNotApplicable(
  record: NotApplicableView | undefined,
  facultyDeptId: string,
  templateId: string,
  notApplicable: boolean,
) {
  if (!record)
    return call(
      naacApi.boot.naacApplicableDepts.$post({
        json: { departmentId: facultyDeptId, templateIds: [templateId] },
      }),
    )
  const others = record.templateIds.filter((id) => id !== templateId)
  return call(
    naacApi.boot.naacApplicableDepts[':id'].$put({
      param: { id: record.id },
      json: {
        id: record.id,
        departmentId: facultyDeptId,
        templateIds: notApplicable ? [...others, templateId] : others,
      },
    }),
  )
}
