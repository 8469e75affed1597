import { byPosition, type Caller, type NaacFormField, type NaacTemplateType } from '@campus/core'
import type { FacultyDepartments } from '@campus/db'
import type { StoredTemplate } from '../entities'
import type { TemplatesRepository } from '../templates.repository'
import { mergeIdOf } from './keys'
import type { MergesRepository } from './merges.repository'
import type { MergesService } from './merges.service'
import { assertCollegeReports, assertFacultyReports } from './report-rights'

/** The labels of a form's file fields: what a template's report row lists when nothing is merged yet. */
const fileLabelsOf = (template: StoredTemplate) =>
  (template.fields as NaacFormField[]).filter((field) => field.type === 'file').map((field) => field.label)

const summaryOf = (template: StoredTemplate) => ({
  id: template.id,
  title: template.title,
  ...(template.description ? { note: template.description, description: template.description } : {}),
  ...(template.position ? { position: template.position } : {}),
  subCriteria: template.subCriteria,
  criteria: template.criteria,
})

/**
 * The templates of the Report screen with their merged files (legacy-client.md 2.5: getReportFilesByTemplate,
 * getReportFilesBycriteria, getCriteriaByFaculty): templates from one Query, merges by their ids.
 */
export function createTemplateFilesService(deps: {
  templates: Pick<TemplatesRepository, 'list'>
  merges: Pick<MergesRepository, 'findMany' | 'ofTemplate'>
  mergeViews: Pick<MergesService, 'view'>
  facultyDepartments: Pick<FacultyDepartments, 'faculties'>
}) {
  return {
    /** A faculty's templates of a type, each with its file labels and the faculty's latest completed merge. */
    async byFaculty(caller: Caller, facultyId: string, type: NaacTemplateType) {
      assertFacultyReports(caller.actor, facultyId)
      const templates = (await deps.templates.list({ type })).sort(byPosition)
      const merges = await deps.merges.findMany(
        templates.map(({ id }) => mergeIdOf('FACULTY', facultyId, id)),
      )
      return Promise.all(
        templates.map(async (template) => {
          const merge = merges.find(({ naacTemplateId }) => naacTemplateId === template.id)
          const shown = merge && (await deps.mergeViews.view(merge))
          return {
            ...summaryOf(template),
            fileLabels: fileLabelsOf(template),
            ...(shown ? { naacCreated: shown.createdOn, naacModified: shown.modifiedOn } : {}),
            attachment: shown?.attachment.map(({ fileName, files }) => ({ fileName, files })) ?? [],
          }
        }),
      )
    },

    /** The templates of a criterion and type (`G` or `M`, as the legacy path says it). */
    async byCriteria(caller: Caller, criteria: string, type: NaacTemplateType) {
      assertCollegeReports(caller.actor)
      return (await deps.templates.list({ type, criteria })).sort(byPosition).map(summaryOf)
    },

    /** Every faculty's merged files of a template, named by faculty. */
    async byTemplate(caller: Caller, templateId: string) {
      assertCollegeReports(caller.actor)
      const [merges, faculties] = await Promise.all([
        deps.merges.ofTemplate(templateId, 'FACULTY'),
        deps.facultyDepartments.faculties(),
      ])
      const nameOf = new Map(faculties.map(({ id, name }) => [id, name]))
      const views = await Promise.all(merges.map((merge) => deps.mergeViews.view(merge)))
      return {
        attachment: views.flatMap((merge) =>
          merge.attachment.map(({ fileName, files }) => ({
            facId: merge.facultyId,
            // A faculty since deleted still reads as a name, never as its id.
            facultyName: nameOf.get(merge.facultyId) ?? 'Unknown faculty',
            fileName,
            files,
          })),
        ),
      }
    },
  }
}

export type TemplateFilesService = ReturnType<typeof createTemplateFilesService>
