import { paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'

/** Which partition key a read names: a GSI's (`index` and its `pk.field`), or the table's own. */
export interface PartitionIndex {
  readonly index?: string
  readonly pk: { readonly field: string }
}

/** The table's own partition key, `pk`. */
export const TABLE_PARTITION: PartitionIndex = { pk: { field: 'pk' } }

/** Every item of one partition of a table or index (all pages), in sort-key order unless told newest first. */
export async function partitionItems(
  client: DynamoDBDocumentClient,
  table: string,
  index: PartitionIndex,
  partition: string,
  options: { consistentRead?: boolean; newestFirst?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const pages = paginateQuery(
    { client },
    {
      TableName: table,
      IndexName: index.index,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': index.pk.field },
      ExpressionAttributeValues: { ':p': partition },
      ...(options.consistentRead ? { ConsistentRead: true } : {}),
      ...(options.newestFirst ? { ScanIndexForward: false } : {}),
    },
  )
  const items: Record<string, unknown>[] = []
  for await (const page of pages) items.push(...(page.Items ?? []))
  return items
}
