import { secondaryIndex, tableIndex } from './key-templates'

/**
 * The feedback table's survey keys that other domains read, spelled once. Feedback's survey and survey answer
 * entities are built on these indexes (the table of access patterns is in functions/feedback/entities.ts);
 * survey targets are written raw (functions/feedback/survey-targets.ts). Mentoring reads a group's survey
 * targets and its students' answers through `createSurveyStanding` (survey-standing.ts) on the same templates.
 */
export const FEEDBACK_SURVEY_INDEXES = {
  survey: {
    byId: tableIndex('SURVEY#${id}', 'SURVEY'),
    all: secondaryIndex('gsi1', 'SURVEYS', '${createdOn}#${id}'),
  },
  /** What a survey asks (a group, or a group's subject and staff), in the survey's partition. */
  surveyTarget: {
    bySurvey: tableIndex('SURVEY#${surveyId}', 'TARGET#${targetId}'),
    byStaff: secondaryIndex('gsi1', 'STAFFREPORT#${staffId}', '${surveyCreatedOn}#${surveyId}#${targetId}'),
    byGroup: secondaryIndex('gsi2', 'GROUPSURVEYS#${groupId}', '${surveyCreatedOn}#${surveyId}#${targetId}'),
  },
  /** One student's answer to one target. */
  surveyAnswer: {
    byTarget: tableIndex('SURVEYANSWERS#${surveyId}#${targetId}', 'USER#${userId}'),
    bySurvey: secondaryIndex('gsi1', 'SURVEYPOLLED#${surveyId}', '${targetId}#${userId}'),
  },
} as const
