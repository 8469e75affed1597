import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { ListQuery } from '@campus/core'
import { partitionListKey, queryList, type ListSpec, type PartitionKey } from '@campus/db'
import { publicRecord } from './records'

/**
 * The records of one partition (of the table, or of `index`) under a sort-key prefix that a list query asks
 * for, as the API shows them: one Query. `satisfies` names the filter fields the partition already implies.
 */
export const listPartitionRecords = (
  client: DynamoDBDocumentClient,
  table: string,
  query: ListQuery,
  spec: ListSpec,
  key: Omit<PartitionKey, 'limit'> & { satisfies?: readonly string[] },
) => {
  const { index, pk, ...rest } = key
  return queryList(client, table, partitionListKey(index, pk, rest), query, spec, publicRecord)
}
