// The baseline for the Lambda bundle and cold-import budgets: the least a domain Lambda can be (a Hono app
// behind `hono/aws-lambda` reading one item through the DynamoDB DocumentClient). Bundled with exactly the
// same esbuild options as the domain Lambdas; it is never deployed.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb'
import { Hono } from 'hono'
import { handle } from 'hono/aws-lambda'

const tableName = process.env.TABLE_NAME ?? 'reference'
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: process.env.AWS_REGION }))

const app = new Hono()
app.get('/items/:id', async (c) => {
  const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { pk: c.req.param('id') } }))
  return Item ? c.json(Item) : c.json({ error: 'not found' }, 404)
})

/** The Lambda entry point, as in functions/<domain>/handler.ts. */
export const handler = handle(app)
