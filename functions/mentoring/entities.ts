import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { keyTimeAttribute, lazyEntities, MENTORING_INDEXES, timestampAttributes } from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The mentoring table's ElectroDB entities, on the keys packages/db/src/mentoring-keys.ts spells (its table lists
 * every pattern). Mentorship items are read and written raw by mentorships.repository.ts: ending one removes its
 * gsi1 and gsi2 keys in the same conditional UpdateItem, which ElectroDB refuses for composite attributes.
 */
export const createMentoringEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }
  // ElectroDB writes into the schema it is given (it adds `facets` to each key): these entities get their own copy.
  const indexes = structuredClone(MENTORING_INDEXES)

  const comment = () =>
    new Entity(
      {
        model: { service: 'mentoring', entity: 'comment', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          studentId: { type: 'string', required: true },
          /** The author (the caller who wrote it), whatever the client sent. */
          staffId: { type: 'string', required: true },
          /** The student's mentor when it was written (the mentor record id, which is the staff id). */
          mentorId: { type: 'string', required: true },
          commentDesc: { type: 'string', required: true },
          rating: { type: 'number', required: true },
          // Part of the student's list key: zero-padded, so the keys sort as the times do.
          commentDate: keyTimeAttribute,
          createdBy: { type: 'string', required: true },
          // Names when written, so the student's list is one Query.
          staffInfo: {
            type: 'map',
            required: true,
            properties: { name: { type: 'string', required: true } },
          },
          mentorInfo: {
            type: 'map',
            required: true,
            properties: { name: { type: 'string', required: true } },
          },
          ...timestampAttributes,
        },
        indexes: indexes.comment,
      },
      config,
    )

  return lazyEntities({ comment })
}

export type MentoringEntities = ReturnType<typeof createMentoringEntities>
export type StoredMentorComment = EntityItem<MentoringEntities['comment']>
