import {
  type CreateNaacTemplate,
  listParams,
  type NaacCriteria,
  type NaacTemplateType,
  type NaacTemplateSummary,
  type NaacCounts,
  type NaacFormView,
  type NaacTemplateView,
} from '@campus/core'
import { call, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'
import { NAAC_KEY, naacApi } from './client'

/** Every template of a type, by position (`GET /boot/naacTemplate?query=filter:type eq <type>`). */
export const useTemplates = (type: NaacTemplateType) =>
  useApi<NaacTemplateView[]>([NAAC_KEY, 'templates', type], () =>
    fetchList(naacApi.boot.naacTemplate, { filter: { type } }),
  )

/** One template (`GET /boot/naacTemplate/:id`). */
export const useTemplate = (id: string | undefined) =>
  useApi<NaacTemplateView>(id ? [NAAC_KEY, 'template', id] : null, () =>
    call(naacApi.boot.naacTemplate[':id'].$get({ param: { id: id ?? '' } })),
  )

/** The criteria templates exist for (`GET /boot/naacTemplate/criteria`): `['1', '2', …]`. */
export const useCriteria = () =>
  useApi<string[]>([NAAC_KEY, 'criteria'], () => call(naacApi.boot.naacTemplate.criteria.$get()))

/** A criterion's templates of a type, with whether the faculty department marked each not applicable. */
export const useCriteriaTemplates = (criteria: NaacCriteria, facultyDeptId: string, type: NaacTemplateType) =>
  useApi<NaacTemplateSummary[]>([NAAC_KEY, 'by-criteria', criteria, facultyDeptId, type], () =>
    call(
      naacApi.boot.naacTemplate.templateByCriteria[':criteria'][':facultyDeptId'].$get({
        param: { criteria, facultyDeptId },
        query: listParams({ filter: { type } }),
      }),
    ),
  )

/** A template's counters for one faculty department: one call per template, all at once. */
export const useCounts = (templateId: string, facultyDeptId: string) =>
  useApi<NaacCounts>([NAAC_KEY, 'counts', templateId, facultyDeptId], () =>
    call(naacApi.boot.naacTemplate.getNaacCounts.$get({ query: { templateId, facDeptId: facultyDeptId } })),
  )

/** A template's form as it stands (`GET /boot/naac/getForm/:templateId`). */
export const useForm = (templateId: string | undefined) =>
  useApi<NaacFormView>(templateId ? [NAAC_KEY, 'form', templateId] : null, () =>
    call(naacApi.boot.naac.getForm[':id'].$get({ param: { id: templateId ?? '' } })),
  )

export const createTemplate = (template: CreateNaacTemplate): Promise<NaacTemplateView> =>
  call(naacApi.boot.naacTemplate.$post({ json: template }))

export const updateTemplate = (id: string, template: CreateNaacTemplate): Promise<NaacTemplateView> =>
  call(naacApi.boot.naacTemplate[':id'].$put({ param: { id }, json: template }))
