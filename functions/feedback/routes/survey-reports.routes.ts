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
          "A staff member's results in every survey, newest first. Faculty read only their own, and a row's figures only once its survey has closed with at least `minResponses` answers (otherwise the row is `withheld`)",
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
          'Ask for a report workbook (.xlsx): SubjectWise, FeedbackSurvey or class_feedback_report of a survey, or staff_feedback_report of a staff member (faculty: their own). It is written in the background; poll the export for progress',
        response: FeedbackExportSchema,
        responseDescription: 'The export request, PROCESSING',
      }),
      validate('json', CreateFeedbackExportSchema),
      async (c) => c.json(await exports.request(callerOf(c), c.req.valid('json')), 202),
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
