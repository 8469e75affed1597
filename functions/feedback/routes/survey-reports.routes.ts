import {
  ClassReportSchema,
  CreateFeedbackExportSchema,
  FeedbackExportSchema,
  PolledCandidateSchema,
  StaffReportSchema,
  SubjectWiseReportSchema,
  SurveyWiseReportSchema,
} from '@campus/core'
import { access, callerOf, createRoutes, describe, IdParamSchema, principalOf, validate } from '@campus/http'
import * as z from 'zod'
import { MANAGERS, STAFF } from '../access-rules'
import type { FeedbackDeps } from '../deps'

const PolledQuerySchema = z.object({ targetId: IdParamSchema.shape.id.optional() })

/** Survey reports (read from the targets' counters) and their Excel exports. */
export const surveyReportRoutes = ({ surveyReports, exports }: FeedbackDeps) =>
  createRoutes()
    .get(
      '/boot/feedback/v2/report/subjectWise/:id',
      access(MANAGERS, 'department'),
      describe({
        summary: "A survey's results per subject and staff (per group, for group surveys): one Query",
        response: SubjectWiseReportSchema,
        responseDescription:
          '`{ survey, rows: [{ targetId, groupName, subjectName, staffName, polledUser, overAllAvg, questions }] }`',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await surveyReports.subjectWise(principalOf(c), c.req.valid('param').id), 200),
    )
    .get(
      '/boot/feedback/v2/report/surveyWise/:id',
      access(MANAGERS, 'department'),
      describe({
        summary: 'A whole survey question by question, in the legacy report shape: one Query',
        response: SurveyWiseReportSchema,
        responseDescription: '`{ survey, targets, polledUser, overAllAvg, questions }`',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await surveyReports.surveyWise(principalOf(c), c.req.valid('param').id), 200),
    )
    .get(
      '/boot/feedback/v2/report/class/:id',
      access(MANAGERS, 'department'),
      describe({
        summary: "A survey's results per class (group): one Query",
        response: ClassReportSchema,
        responseDescription:
          '`{ survey, classes: [{ groupId, groupName, polledUser, overAllAvg, questions }] }`',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await surveyReports.byClass(principalOf(c), c.req.valid('param').id), 200),
    )
    .get(
      '/boot/feedback/v2/report/staff/:id',
      access(STAFF, 'own'),
      describe({
        summary:
          "A staff member's results in every survey, newest first. Faculty read only their own, and a row's figures only once its survey has closed with at least `minResponses` answers (otherwise the row is `withheld`); an HOD reads those of the staff of the departments they head, with the rows of the surveys they manage (another department's staff: 403); the administrator anyone's",
        response: StaffReportSchema,
        responseDescription: '`{ staffId, staffName, minResponses, rows }`',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await surveyReports.staff(principalOf(c), c.req.valid('param').id), 200),
    )
    .get(
      '/boot/feedback/v2/report/polled/:id',
      access(MANAGERS, 'department'),
      describe({
        summary: 'Who answered a survey, or one of its targets (`targetId`): names, not answers',
        response: z.array(PolledCandidateSchema),
        responseDescription: 'A bare array, by name',
      }),
      validate('param', IdParamSchema),
      validate('query', PolledQuerySchema),
      async (c) =>
        c.json(
          await surveyReports.polled(principalOf(c), c.req.valid('param').id, c.req.valid('query').targetId),
          200,
        ),
    )
    .post(
      '/boot/feedback/v2/export',
      access(STAFF, 'department'),
      describe({
        summary:
          'Ask for a report workbook (.xlsx): SubjectWise, FeedbackSurvey or class_feedback_report of a survey, or staff_feedback_report of a staff member (faculty: their own; an HOD: the staff of the departments they head). It is written in the background; poll the export for progress. An identical request (same workbook, same caller) while one runs, or within 2 minutes of it being READY, is answered with that one and starts nothing',
        response: FeedbackExportSchema,
        responseDescription: 'The export request: PROCESSING, or the identical one running or just READY',
      }),
      validate('json', CreateFeedbackExportSchema),
      async (c) => {
        const input = c.req.valid('json')
        // A staff report's workbook has the report's reach (the job that writes it cannot read the directory).
        if (input.kind === 'staff_feedback_report' && input.staffId)
          await surveyReports.assertMayReadStaffReport(principalOf(c), input.staffId)
        return c.json(await exports.request(callerOf(c), input), 202)
      },
    )
    .get(
      '/boot/feedback/v2/export/:id',
      access(STAFF, 'own'),
      describe({
        summary: "An export's progress; once READY, `downloadUrl` is a link valid for 5 minutes",
        response: FeedbackExportSchema,
        responseDescription: '`{ id, kind, status, progress, fileName, downloadUrl?, error? }`',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await exports.get(principalOf(c), c.req.valid('param').id), 200),
    )
