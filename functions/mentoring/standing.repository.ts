import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { batchGetAcross, contactKey, contactOf, mentorshipKey } from '@campus/db'
import { mentorshipOf } from './mentorships.repository'

/**
 * A student's standing: who they are (their directory contact) and who mentors them (their mentorship item), read
 * in one BatchGetItem across the two tables. It is what deciding who may read or write about a student needs.
 */
export function createStandingRepository(
  client: DynamoDBDocumentClient,
  tables: { mentoring: string; directory: string },
) {
  return {
    async of(studentId: string) {
      const found = await batchGetAcross(client, {
        [tables.directory]: [contactKey(studentId)],
        [tables.mentoring]: [mentorshipKey(studentId)],
      })
      return {
        contact: (found[tables.directory] ?? []).map(contactOf).find((entry) => entry !== undefined),
        mentorship: (found[tables.mentoring] ?? []).map(mentorshipOf).find((entry) => entry !== undefined),
      }
    },
  }
}

export type StandingRepository = ReturnType<typeof createStandingRepository>
