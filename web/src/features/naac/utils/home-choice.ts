import {
  type NaacCriteria,
  NaacCriteriaSchema,
  type NaacTemplateType,
  NaacTemplateTypeSchema,
} from '@campus/core'
import type { HomeChoice } from '../paths'

/** A choice being made on the home screen: each part chosen, or not yet (`null` once cleared). */
export interface HomeDraft {
  templateType: NaacTemplateType
  facultyId: string | null
  facultyDeptId: string | null
  criteria: NaacCriteria | null
}

/** The template type the home screen starts on (legacy-client 3.1). */
export const DEFAULT_TEMPLATE_TYPE: NaacTemplateType = 'MEDICAL'

/** The choice a home URL carries (`home/:facultyDeptId/:facultyId/:criteria/:templateType`), when it is whole. */
export function choiceOfParams(params: Partial<Record<keyof HomeChoice, string>>): HomeChoice | undefined {
  const type = NaacTemplateTypeSchema.safeParse(params.templateType)
  const criteria = NaacCriteriaSchema.safeParse(params.criteria)
  const { facultyDeptId, facultyId } = params
  if (!type.success || !criteria.success || !facultyDeptId || !facultyId) return undefined
  return { facultyDeptId, facultyId, criteria: criteria.data, templateType: type.data }
}

/** The draft as a whole choice, once every part is chosen. */
export function completeChoice(draft: HomeDraft): HomeChoice | undefined {
  const { templateType, facultyId, facultyDeptId, criteria } = draft
  return facultyId && facultyDeptId && criteria
    ? { templateType, facultyId, facultyDeptId, criteria }
    : undefined
}
