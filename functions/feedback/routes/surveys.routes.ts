import {
  AddGroupTargetsSchema,
  AddSubjectTargetsSchema,
  AnswerCodeSlipsSchema,
  CreateSurveySchema,
  PolledTargetSchema,
  QuestionPatternSchema,
  SurveyDetailSchema,
  SurveySchema,
  UpdateSurveySchema,
} from '@campus/core'
import {
  access,
  callerOf,
  createRoutes,
  describe,
  IdParamSchema,
  principalOf,
  routeFactory,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { MANAGERS, MANAGERS_AND_STUDENTS } from '../access-rules'
import type { FeedbackDeps } from '../deps'
import { OrderQuerySchema } from './order'

const SurveyQuerySchema = z.object({ surveyId: IdParamSchema.shape.id })
const SurveyNameSchema = z.object({ id: IdParamSchema.shape.id, name: z.string() })

/** A survey's targets (`?surveyId=`), each with how many students answered it. */
const targetsOf = (surveys: FeedbackDeps['surveys'], summary: string) =>
  routeFactory.createHandlers(
    access(MANAGERS, 'department'),
    describe({
      summary,
      response: z.array(PolledTargetSchema),
      responseDescription: 'A bare array of targets, each with how many students answered it (`polled`)',
    }),
    validate('query', SurveyQuerySchema),
    async (c) => c.json(await surveys.targets(principalOf(c), c.req.valid('query').surveyId), 200),
  )

/** Surveys (v1) and their targets (the v2 subject and group calls). */
export const surveyRoutes = ({ surveys, answerCodes }: FeedbackDeps) =>
  createRoutes()
    .post(
      '/boot/feedback/survey',
      access(MANAGERS, 'department'),
      describe({
        summary:
          "Create a survey from a template (its questions are copied), OPEN until `closesOn`. An HOD's survey is for one of their departments",
        response: SurveyDetailSchema,
        responseDescription: 'The survey, with no targets yet',
      }),
      validate('json', CreateSurveySchema),
      async (c) => c.json(await surveys.create(callerOf(c), c.req.valid('json')), 200),
    )
    .get(
      '/boot/feedback/survey',
      access(MANAGERS, 'department'),
      describe({
        summary: 'The surveys the caller manages, oldest first; `order=des` for newest first (one Query)',
        response: z.array(SurveySchema),
        responseDescription: 'A bare array of surveys (with `targetCount`, without targets)',
      }),
      validate('query', OrderQuerySchema),
      async (c) => c.json(await surveys.list(principalOf(c), c.req.valid('query').order), 200),
    )
    .get(
      '/boot/feedback/survey/:id',
      access(MANAGERS, 'department'),
      describe({
        summary: 'One survey with its targets and how many answered each (one Query)',
        response: SurveyDetailSchema,
        responseDescription: 'The survey with `targets`',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await surveys.get(principalOf(c), c.req.valid('param').id), 200),
    )
    .get(
      '/boot/feedback/v2/survey/:id/answerCodes',
      access(MANAGERS, 'department'),
      describe({
        summary:
          "The personal answer codes of a survey's students, to print on slips or send by SMS (docs/adr/0033): one per ACTIVE student of its groups, with name and register number only. With their code a student answers the survey's public form without signing in; a register number alone is refused. A Query of the survey and one of each group's directory listing",
        response: AnswerCodeSlipsSchema,
        responseDescription:
          '`{ surveyId, name, type, feedbackTemplateId, slips: [{ registerNo, name, groupId, groupName, answerCode }] }`, by group and register number',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await answerCodes.slips(principalOf(c), c.req.valid('param').id), 200),
    )
    .put(
      '/boot/feedback/survey/:id',
      access(MANAGERS, 'department'),
      describe({
        summary: 'Rename a survey, move its closing date, or close (CLOSED) and reopen (OPEN) it',
        response: SurveyDetailSchema,
        responseDescription: 'The survey with `targets`',
      }),
      validate('param', IdParamSchema),
      validate('json', UpdateSurveySchema),
      async (c) =>
        c.json(await surveys.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .post(
      '/boot/feedback/v2/subject/survey',
      access(MANAGERS, 'department'),
      describe({
        summary:
          'Add subjects (each a group, a subject and its staff) to a SUBFEEDBACK survey. One already there is kept',
        response: SurveyDetailSchema,
        responseDescription: 'The survey with `targets`',
      }),
      validate('json', AddSubjectTargetsSchema),
      async (c) => {
        const { surveyId, subjects } = c.req.valid('json')
        return c.json(await surveys.addSubjects(callerOf(c), surveyId, subjects), 200)
      },
    )
    .get('/boot/feedback/v2/subject/survey', ...targetsOf(surveys, "A subject survey's subjects"))
    .post(
      '/boot/feedback/v2/group/survey',
      access(MANAGERS, 'department'),
      describe({
        summary: 'Add groups to an EXITFEEDBACK or OTHERS survey. One already there is kept',
        response: SurveyDetailSchema,
        responseDescription: 'The survey with `targets`',
      }),
      validate('json', AddGroupTargetsSchema),
      async (c) => {
        const { surveyId, groups } = c.req.valid('json')
        return c.json(await surveys.addGroups(callerOf(c), surveyId, groups), 200)
      },
    )
    .get('/boot/feedback/v2/group/survey', ...targetsOf(surveys, "An exit or other survey's groups"))
    .get(
      '/boot/feedback/v2/questionPattern',
      access(MANAGERS_AND_STUDENTS, 'college'),
      describe({
        summary: "A survey's name, type and questions, in the order answers rate them",
        response: QuestionPatternSchema,
        responseDescription: '`{ id, name, type, questions: [{ id, question }] }`',
      }),
      validate('query', SurveyQuerySchema),
      async (c) => {
        const { id, name, type, questions } = await surveys.find(c.req.valid('query').surveyId)
        return c.json({ id, name, type, questions }, 200)
      },
    )
    // Public: a feedback form of type OTHERS, opened from a link without signing in, heads itself with the
    // survey's name (spec section 4); only the name is shown.
    .get(
      '/boot/feedback/v2/external/surveyName',
      access('public'),
      describe({
        summary: "A survey's name, for the heading of a public OTHERS feedback form. No token",
        response: SurveyNameSchema,
        responseDescription: '`{ id, name }`',
      }),
      validate('query', IdParamSchema),
      async (c) => {
        const { id, name } = await surveys.find(c.req.valid('query').id)
        return c.json({ id, name }, 200)
      },
    )
