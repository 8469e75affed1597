import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import { changedMeanwhile, queryList, type ListSpec, idKeyedRecords } from '@campus/db'
import { eventListKey } from './event-list-keys'
import type { EventsEntities, StoredEvent } from './entities'

export const EVENT_LIST_SPEC = {
  filter: {
    createdBy: 'string',
    depType: 'string',
    id: 'string',
    name: 'string',
    feedbackTemplateId: 'string',
  },
  in: ['departmentIds'],
  sort: ['from', 'name', 'createdOn', 'modifiedOn'],
} as const satisfies ListSpec

/** Only the attributes the API shows: the list reads raw items, which also carry keys. */
const eventRecord = (item: Record<string, unknown>) => {
  const { id, name, from, depType, speakers, createdBy, departmentIds, feedbackTemplateId } = item
  const { createdOn, modifiedOn } = item
  return {
    id,
    name,
    from,
    depType,
    speakers,
    createdBy,
    departmentIds,
    ...(feedbackTemplateId === undefined ? {} : { feedbackTemplateId }),
    createdOn,
    modifiedOn,
  }
}

/** Events: one item each, listed by start under every event, their creator and their department type. */
export function createEventsRepository(
  entities: EventsEntities,
  client: DynamoDBDocumentClient,
  table: string,
) {
  return {
    /** Events newest first unless the query sorts otherwise: one Query on a bounding key, never a Scan. */
    list: (query: ListQuery) =>
      queryList(client, table, eventListKey(query), query, EVENT_LIST_SPEC, eventRecord),

    ...idKeyedRecords<StoredEvent>(() => entities.event),

    /** Replaces the event if nobody changed it since `before` was read (409 `CHANGED_MEANWHILE` if not). */
    async replace(before: StoredEvent, after: StoredEvent) {
      await entities.event
        .put(after)
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('event'))
    },

    /** Deletes the event if nobody changed it since `before` was read (409 `CHANGED_MEANWHILE` if not). */
    async delete(before: StoredEvent) {
      await entities.event
        .delete({ id: before.id })
        .where((attributes, { eq }) => eq(attributes.modifiedOn, before.modifiedOn))
        .go()
        .catch(changedMeanwhile('event'))
    },
  }
}

export type EventsRepository = ReturnType<typeof createEventsRepository>
