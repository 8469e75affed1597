import { paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { AnyKeyTemplate } from './key-templates'

/** Every item of one partition of a table or index (all pages), its key filled from a template's values. */
export async function partitionItems(
  client: DynamoDBDocumentClient,
  table: string,
  index: { readonly index?: string; readonly pk: AnyKeyTemplate },
  partition: string,
): Promise<Record<string, unknown>[]> {
  const pages = paginateQuery(
    { client },
    {
      TableName: table,
      IndexName: index.index,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': index.pk.field },
      ExpressionAttributeValues: { ':p': partition },
    },
  )
  const items: Record<string, unknown>[] = []
  for await (const page of pages) items.push(...(page.Items ?? []))
  return items
}
