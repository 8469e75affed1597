import { MANAGERS } from '@campus/core'
import { attachmentDisposition } from '@campus/files'
import { access, callerOf, createRoutes, describe, validate } from '@campus/http'
import type { RatioService } from './ratio.service'
import { MentorRatioSchema, RatioQuerySchema } from './schemas'

const WHO =
  'The administrator (the college, or any department); an HOD for the departments they head (without `departmentId`, the college figure covers those). 403 for a department the caller does not head'

/** NAAC 2.3.3, the ratio of students to mentors on a date, and its evidence workbook (ratio.service.ts). */
export const ratioRoutes = ({ ratio }: { ratio: RatioService }) =>
  createRoutes()
    .get(
      '/api/mentor/ratio',
      access(MANAGERS, 'department'),
      describe({
        summary: `NAAC 2.3.3: students per mentor on \`date\` (epoch ms), per department and for the college, with the students no mentor covered on the date. A student counts as mentored when a mentorship period (current or ended) covers the date; mentors are the staff with at least one such student; students are those with ACTIVE accounts in the department's groups. ${WHO}`,
        response: MentorRatioSchema,
        responseDescription:
          '`{ date, college: { students, mentors, mentoredStudents, ratio, ratioText }, departments: [{ departmentId, departmentName, …figures, unmentored: [{ id, name, registerNo }] }] }`; `ratio` is null and `ratioText` `-` when nobody mentors',
      }),
      validate('query', RatioQuerySchema),
      async (c) => {
        const report = await ratio.ratioOn(callerOf(c), c.req.valid('query'))
        return c.json(
          {
            date: report.date,
            college: report.college,
            departments: report.departments.map(({ mentored: _mentored, unmentored, ...department }) => ({
              ...department,
              unmentored: unmentored.map(({ id, name, registerNo }) => ({ id, name, registerNo })),
            })),
          },
          200,
        )
      },
    )
    .get(
      '/api/mentor/ratio/workbook',
      access(MANAGERS, 'department'),
      describe({
        summary: `NAAC 2.3.3 evidence for \`date\`: a workbook with the sheets Ratio (each department and the college), Mentors (each mentor's students with register numbers and the period covering the date) and Unmentored. ${WHO}`,
        responseDescription: 'The .xlsx file, as an attachment named `Mentor ratio <yyyy-mm-dd>.xlsx`',
      }),
      validate('query', RatioQuerySchema),
      async (c) => {
        const workbook = await ratio.workbookOn(callerOf(c), c.req.valid('query'))
        return c.body(workbook.bytes, 200, {
          'Content-Type': workbook.contentType,
          'Content-Disposition': attachmentDisposition(workbook.fileName),
        })
      },
    )
