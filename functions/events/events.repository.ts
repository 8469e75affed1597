import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import { changedMeanwhile, filterValue, queryList, type ListKey, type ListSpec } from '@campus/db'
import type { EventsEntities, StoredEvent } from './entities'

export const EVENT_LIST_SPEC: ListSpec = {
  filter: {
    createdBy: 'string',
    depType: 'string',
    id: 'string',
    name: 'string',
    feedbackTemplateId: 'string',
  },
  in: ['departmentIds'],
  sort: ['from', 'name', 'createdOn', 'modifiedOn'],
}

/**
 * The partition a list reads: a creator's events or a department type's when the filter names one (the
 * narrower read), otherwise every event. Each is ordered by start.
 */
export function eventListKey(query: ListQuery): ListKey {
  const createdBy = filterValue(query, 'createdBy')
  if (createdBy)
    return {
      indexName: 'gsi2',
      partition: { attribute: 'gsi2pk', value: `CREATOR#${createdBy}` },
      satisfies: ['createdBy'],
      orderedBy: 'from',
    }
  const depType = filterValue(query, 'depType')
  if (depType)
    return {
      indexName: 'gsi3',
      partition: { attribute: 'gsi3pk', value: `DEPTYPE#${depType}` },
      satisfies: ['depType'],
      orderedBy: 'from',
    }
  return { indexName: 'gsi1', partition: { attribute: 'gsi1pk', value: 'EVENTS' }, orderedBy: 'from' }
}

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

    /** One GetItem. */
    async find(id: string): Promise<StoredEvent | undefined> {
      const { data } = await entities.event.get({ id }).go()
      return data ?? undefined
    },

    async create(event: StoredEvent) {
      await entities.event.create(event).go()
    },

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
