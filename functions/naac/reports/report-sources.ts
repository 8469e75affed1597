import type { NaacFormField } from '@campus/core'
import type { FacultyDepartments } from '@campus/db'
import type { NaacEntities, StoredEntry, StoredTemplate } from '../entities'

/** A faculty with its departments, by name. */
export interface ReportFaculty {
  id: string
  name: string
  departments: { id: string; name: string }[]
}

const byName = <Row extends { name: string }>(a: Row, b: Row) => a.name.localeCompare(b.name)

/**
 * What the background builds read (report workbooks, merges, evidence packets): templates with their form
 * versions and per-department change marks, the college's faculties and departments, and a template's entries
 * of one department, newest first, a page at a time so a build never holds them all.
 */
export function createReportSources(
  entities: NaacEntities,
  facultyDepartments: Pick<FacultyDepartments, 'all' | 'faculties'>,
) {
  return {
    /** Every template (one Query of gsi1). */
    async templates(): Promise<StoredTemplate[]> {
      const { data } = await entities.template.query.byType({}).go({ pages: 'all' })
      return data
    },

    /** One template, or undefined. */
    template: async (id: string) => (await entities.template.get({ id }).go()).data ?? undefined,

    /** A template's form at every version, to read each entry by its own. */
    async forms(templateId: string): Promise<Map<number, NaacFormField[]>> {
      const { data } = await entities.formVersion.query.byTemplate({ templateId }).go({ pages: 'all' })
      return new Map(data.map(({ version, fields }) => [version, fields as NaacFormField[]]))
    },

    /** When each department's entries of a template last changed (their counters' `changedOn`). */
    async changedOn(templateId: string): Promise<Map<string, number>> {
      const { data } = await entities.counts.query.byTemplate({ templateId }).go({ pages: 'all' })
      return new Map(data.map(({ facultyDeptId, changedOn }) => [facultyDeptId, changedOn ?? 0]))
    },

    /** The faculties by name, each with its departments by name; departments of no known faculty are left out. */
    async faculties(): Promise<ReportFaculty[]> {
      const [faculties, departments] = await Promise.all([
        facultyDepartments.faculties(),
        facultyDepartments.all(),
      ])
      return faculties
        .map((faculty) => ({
          ...faculty,
          departments: departments
            .filter(({ facultyId }) => facultyId === faculty.id)
            .map(({ id, name }) => ({ id, name }))
            .sort(byName),
        }))
        .sort(byName)
    },

    /** A template's entries of one department, newest first, read a page at a time. */
    async *entries(templateId: string, facultyDeptId: string): AsyncIterable<StoredEntry> {
      let cursor: string | null = null
      do {
        const page: { data: StoredEntry[]; cursor: string | null } = await entities.entry.query
          .byTemplate({ naacTemplateId: templateId, facultyDeptId })
          .go({ order: 'desc', cursor, limit: 500 })
        yield* page.data
        cursor = page.cursor
      } while (cursor)
    },
  }
}

export type ReportSources = ReturnType<typeof createReportSources>
