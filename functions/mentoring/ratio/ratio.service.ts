import { forbidden, headedDepartmentsOf, mayManageDepartment, notFound, type Caller } from '@campus/core'
import { mentorRatioOn, type MentorRatio } from './mentor-ratio'
import type { RatioRepository } from './ratio.repository'
import { ratioSheets, ratioWorkbookName } from './ratio-workbook'

export interface RatioQuery {
  date: number
  departmentId?: string | undefined
}

/**
 * The NAAC student-to-mentor ratio of the departments a caller may see: one department when asked, else the
 * administrator's whole college or the departments an HOD heads. DynamoDB calls: 1 for the departments (the
 * college's ORG partition, or one Query per department named), then per department 1 for its mentorships and 1
 * per group for its students, sent together.
 */
export function createRatioService({ ratio }: { ratio: RatioRepository }) {
  async function departmentsFor({ actor }: Caller, departmentId: string | undefined) {
    if (departmentId !== undefined) {
      if (!mayManageDepartment(actor, departmentId))
        throw forbidden('You can only see the mentor ratio of the departments you head.')
      const [department] = await ratio.departments([departmentId])
      if (!department) throw notFound('Department', departmentId)
      return [department]
    }
    return actor.userType === 'ADMIN'
      ? ratio.collegeDepartments()
      : ratio.departments(headedDepartmentsOf(actor))
  }

  return {
    async ratioOn(caller: Caller, query: RatioQuery): Promise<MentorRatio> {
      const departments = await departmentsFor(caller, query.departmentId)
      const [rolls, records] = await Promise.all([
        Promise.all(
          departments.map(async (department) => ({
            department,
            students: await ratio.activeStudentsOf(department.groupIds),
          })),
        ),
        ratio.menteesOf(departments.map(({ id }) => id)),
      ])
      return mentorRatioOn(query.date, rolls, records)
    },

    /**
     * The ratio's evidence workbook. Built in the request rather than through a job request (docs/architecture.md
     * section 6): it holds one row per student of the caller's departments and three small sheets, so even a
     * college of 20,000 students is about 1 MB of .xlsx, well under the answer limit (an answer over it is a
     * 413, never a truncation: docs/adr/0020). exceljs is loaded only here, so the ratio's JSON answer does
     * not pay for it.
     */
    async workbookOn(caller: Caller, query: RatioQuery) {
      const [report, { workbookBytes, XLSX_CONTENT_TYPE }] = await Promise.all([
        this.ratioOn(caller, query),
        import('@campus/reports'),
      ])
      return {
        bytes: await workbookBytes(ratioSheets(report)),
        contentType: XLSX_CONTENT_TYPE,
        fileName: ratioWorkbookName(query.date),
      }
    },
  }
}

export type RatioService = ReturnType<typeof createRatioService>
