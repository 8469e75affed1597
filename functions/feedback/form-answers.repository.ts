import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { batchGetAcross, createDirectory, directoryKey, writtenUnlessConditionFails } from '@campus/db'
import type { AnswerItem, FeedbackEntities, SurveyItem, TemplateItem } from './entities'
import { itemKeys } from './item-keys'

/**
 * The public form's answers, one per respondent and form (`ANSWERS#<templateId>#<referenceId>` /
 * `<respondent>`), and the read that checks a survey form's answer: the template, the survey and the student's
 * entry in the student directory identity keeps (read only), in one BatchGetItem across the two tables.
 */
export function createFormAnswersRepository(
  entities: FeedbackEntities,
  client: DynamoDBDocumentClient,
  tables: { feedback: string; directory: string },
) {
  const directory = createDirectory(client, tables.directory)
  const { survey: surveyKey, template: templateKey } = itemKeys(entities)

  return {
    /** The template, the survey and the register number's directory entry, each if it exists. */
    async readSurveyForm(feedbackTemplateId: string, surveyId: string, registerNo: string) {
      const found = await batchGetAcross(client, {
        [tables.feedback]: [templateKey(feedbackTemplateId), surveyKey(surveyId)],
        [tables.directory]: [directoryKey(registerNo)],
      })
      const items = found[tables.feedback] ?? []
      return {
        template: items.find((item) => item.sk === 'TEMPLATE') as TemplateItem | undefined,
        survey: items.find((item) => item.sk === 'SURVEY') as SurveyItem | undefined,
        student: directory.entryOf(found[tables.directory]?.[0]),
      }
    },

    /** Writes the answer unless this respondent already answered this form: false then. One conditional put. */
    async create(answer: AnswerItem): Promise<boolean> {
      return writtenUnlessConditionFails(() => entities.answer.create(answer).go())
    },
  }
}

export type FormAnswersRepository = ReturnType<typeof createFormAnswersRepository>
