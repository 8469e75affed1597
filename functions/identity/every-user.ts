import { paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { createIdentityEntities } from './entities'
import { LISTED_TYPES, type StoredUser } from './users.repository'
import { usersOfType } from './keys'

/**
 * Every user, with its item as stored (index keys included): each listed type's gsi1 partition, which projects
 * all attributes. For jobs and migrations; never a request path.
 */
export async function* everyStoredUser(
  client: DynamoDBDocumentClient,
  table: string,
  entities: ReturnType<typeof createIdentityEntities>,
): AsyncGenerator<{ item: Record<string, unknown>; user: StoredUser }> {
  for (const usertype of LISTED_TYPES) {
    const pages = paginateQuery(
      { client },
      {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: '#p = :p',
        ExpressionAttributeNames: { '#p': 'gsi1pk' },
        ExpressionAttributeValues: { ':p': usersOfType(usertype) },
      },
    )
    for await (const page of pages)
      for (const item of page.Items ?? []) {
        const user = entities.user.parse({ Item: item }).data
        if (user) yield { item, user }
      }
  }
}
