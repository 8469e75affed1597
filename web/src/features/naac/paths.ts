import type { NaacCriteria, NaacTemplateType } from '@campus/core'

/** What the NAAC home screen shows: a template type, and a faculty, faculty department and criterion. */
export interface HomeChoice {
  facultyDeptId: string
  facultyId: string
  criteria: NaacCriteria
  templateType: NaacTemplateType
}

const part = encodeURIComponent

/** The NAAC section's screens (legacy-client 3.1 keeps these paths, so old links still open them). */
export const naacPaths = {
  section: '/naac',
  home: '/naac/home',
  /** The home screen on one choice: `home/:facultyDeptId/:facultyId/:criteria/:templateType`. */
  homeOf: (choice: HomeChoice) =>
    `/naac/home/${part(choice.facultyDeptId)}/${part(choice.facultyId)}/${part(choice.criteria)}/${part(choice.templateType)}`,
  /** A template's entries of one faculty department. */
  submitted: (facultyDeptId: string, templateId: string, facultyId: string, criteria: string) =>
    `/naac/submitted/${part(facultyDeptId)}/${part(templateId)}/${part(facultyId)}/${part(criteria)}`,
  /** A new entry. */
  form: (facultyDeptId: string, templateId: string, facultyId: string, criteria: string) =>
    `/naac/form/${part(facultyDeptId)}/${part(templateId)}/${part(facultyId)}/${part(criteria)}`,
  formEdit: (naacId: string, facultyId: string, criteria: string) =>
    `/naac/form-edit/${part(naacId)}/${part(facultyId)}/${part(criteria)}`,
  formView: (naacId: string, facultyId: string, facultyDeptId: string, criteria: string) =>
    `/naac/form-view/${part(naacId)}/${part(facultyId)}/${part(facultyDeptId)}/${part(criteria)}`,
  /** Template administration (ADMIN). */
  template: '/naac/template',
  /** The reports (report users): workbooks, merged attachments, the pre-check and evidence packets. */
  report: '/naac/report',
} as const
