import { paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'

/** Which partition key a read names: a GSI's (`index` and its `pk.field`), or the table's own. */
export interface PartitionIndex {
  readonly index?: string
  readonly pk: { readonly field: string }
}

/** The table's own partition key, `pk`. */
export const TABLE_PARTITION: PartitionIndex = { pk: { field: 'pk' } }

/** How a partition is read: strongly consistent, newest first, and only some attributes. */
export interface PartitionReadOptions {
  consistentRead?: boolean
  newestFirst?: boolean
  /** Read only these attributes (a ProjectionExpression). */
  attributes?: readonly string[]
}

/**
 * Every item of one partition of a table or index (all pages), in sort-key order unless told newest first, whole
 * unless `attributes` names what to read.
 */
export async function partitionItems(
  client: DynamoDBDocumentClient,
  table: string,
  index: PartitionIndex,
  partition: string,
  options: PartitionReadOptions = {},
): Promise<Record<string, unknown>[]> {
  const names: Record<string, string> = { '#p': index.pk.field }
  options.attributes?.forEach((attribute, position) => (names[`#a${position}`] = attribute))
  const pages = paginateQuery(
    { client },
    {
      TableName: table,
      IndexName: index.index,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':p': partition },
      ...(options.consistentRead ? { ConsistentRead: true } : {}),
      ...(options.newestFirst ? { ScanIndexForward: false } : {}),
      ...(options.attributes
        ? { ProjectionExpression: options.attributes.map((_, position) => `#a${position}`).join(', ') }
        : {}),
    },
  )
  const items: Record<string, unknown>[] = []
  for await (const page of pages) items.push(...(page.Items ?? []))
  return items
}
