import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { lazyEntities } from '@campus/db'
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

const none = { casing: 'none' } as const

/** Start times in keys are zero-padded, so keys sort as the numbers do. */
const byStart = (field: string) =>
  ({ field, composite: ['from', 'id'], template: 'FROM#${from}#${id}', ...none }) as const

export const createEventsEntities = (client: DynamoDBDocumentClient, table: string) => {
  const config = { client, table }

  const event = () =>
    new Entity(
      {
        model: { service: 'events', entity: 'event', version: '1' },
        attributes: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          from: { type: 'number', required: true, padding: { length: 15, char: '0' } },
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
          createdOn: { type: 'number', required: true },
          modifiedOn: { type: 'number', required: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['id'], template: 'EVENT#${id}', ...none },
            sk: { field: 'sk', composite: [], template: 'EVENT', ...none },
          },
          all: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'EVENTS', ...none },
            sk: byStart('gsi1sk'),
          },
          byCreator: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['createdBy'], template: 'CREATOR#${createdBy}', ...none },
            sk: byStart('gsi2sk'),
          },
          byDepType: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['depType'], template: 'DEPTYPE#${depType}', ...none },
            sk: byStart('gsi3sk'),
          },
        },
      },
      config,
    )

  return lazyEntities({ event })
}

export type EventsEntities = ReturnType<typeof createEventsEntities>
export type StoredEvent = EntityItem<EventsEntities['event']>
