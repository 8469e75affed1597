import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { keyTimeAttribute, lazyEntities, secondaryIndex, tableIndex, timestampAttributes } from '@campus/db'
import { Entity, type EntityItem } from 'electrodb'

/**
 * The events table's entities. Every list is one Query on one of these partitions, newest start first:
 * | pattern                                  | index   | key                                      |
 * |------------------------------------------|---------|------------------------------------------|
 * | event by id                              | primary | EVENT#<id> / EVENT                       |
 * | every event, by start                    | gsi1    | EVENTS / FROM#<from, 15 digits>#<id>     |
 * | the events one person created, by start  | gsi2    | CREATOR#<userId> / FROM#<from>#<id>      |
 * | the events of a department type          | gsi3    | DEPTYPE#<depType> / FROM#<from>#<id>     |
 * | audit records (see @campus/db)           | primary | AUDIT#<type>#<id>; gsi1 AUDITDAY#<day>   |
 *
 * One partition holds every event: a college adds a few thousand a year, far below a partition's limits, and
 * the date-ordered list and the later date-range reports read it in order.
 */

/** By start: start times in keys are zero-padded (`keyTimeAttribute`), so keys sort as the times do. */
const byStart = 'FROM#${from}#${id}'

export const createEventsEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }

  const event = () =>
    new Entity(
      {
        model: { service: 'events', entity: 'event', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          from: keyTimeAttribute,
          depType: { type: 'string', required: true },
          speakers: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                name: { type: 'string', required: true },
                designation: { type: 'string', required: true },
              },
            },
          },
          createdBy: { type: 'string', required: true },
          departmentIds: { type: 'list', required: true, items: { type: 'string' } },
          feedbackTemplateId: { type: 'string' },
          ...timestampAttributes,
        },
        indexes: {
          byId: tableIndex('EVENT#${id}', 'EVENT'),
          all: secondaryIndex('gsi1', 'EVENTS', byStart),
          byCreator: secondaryIndex('gsi2', 'CREATOR#${createdBy}', byStart),
          byDepType: secondaryIndex('gsi3', 'DEPTYPE#${depType}', byStart),
        },
      },
      config,
    )

  return lazyEntities({ event })
}

export type EventsEntities = ReturnType<typeof createEventsEntities>
export type StoredEvent = EntityItem<EventsEntities['event']>
