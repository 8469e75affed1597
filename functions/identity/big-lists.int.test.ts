import { gunzipSync } from 'node:zlib'
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb'
import { LAMBDA_ANSWER_LIMIT } from '@campus/http'
import { handle, type APIGatewayProxyResult, type LambdaEvent } from 'hono/aws-lambda'
import { beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from './testing/fixture'
import { newUserRecord } from './users.repository'

/**
 * A 20,000-student college through the Lambda adapter the identity function runs (hono/aws-lambda's `handle`
 * over the same app): the legacy "all" (`count=100000`) must come back whole when compressed, and otherwise
 * as a 413 whose cursor lets a client read every student in answers that fit.
 */
const STUDENTS = 20_000
const FIXTURE_STUDENTS = 2

/** The HTTP API (payload 2.0) event, the one API Gateway sends the portal's functions. */
type APIGatewayProxyEventV2 = Extract<LambdaEvent, { rawPath: string; routeKey: string }>

let f: IdentityFixture
let admin: string
let lambda: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResult>

/** About the size of a real student record (address, parents' phone, department names): 650 bytes. */
const student = (index: number) => {
  const number = String(index).padStart(5, '0')
  return newUserRecord({
    id: `big${number}`,
    name: `Student Number ${number} Of The Big College`,
    email: `student${number}@big-college.example.in`,
    registerNo: `21BIG${number}`,
    usertype: 'STUDENT',
    phone: `98${number}123`.slice(0, 10),
    parentPhone: `97${number}456`.slice(0, 10),
    departmentid: [`dept-${index % 8}`],
    departments: [
      { id: `dept-${index % 8}`, degreeName: 'B.E.', departmentName: 'Computer Science and Engineering' },
    ],
    degreeName: 'B.E.',
    departmentName: 'Computer Science and Engineering',
    accYearId: `ay-${index % 32}`,
    accYear: '2023 - 2027',
    groupId: `grp-${index % 128}`,
    gender: index % 2 ? 'Female' : 'Male',
    dateofBirth: '14-03-2005',
    bloodGroup: 'B+',
    addressline1: `${index} Gandhi Road, Near Bus Stand`,
    addressline2: 'Anna Nagar West Extension',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pin: '600040',
  })
}

/** An HTTP API (payload 2.0) GET event as API Gateway hands it to the function. */
const getEvent = (query: string, headers: Record<string, string>): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: 'GET /api/{proxy+}',
  rawPath: '/api/user',
  rawQueryString: query,
  headers: { host: 'portal.example.in', ...headers },
  body: null,
  isBase64Encoded: false,
  requestContext: {
    accountId: '123456789012',
    authentication: null,
    authorizer: {},
    apiId: 'api',
    domainName: 'portal.example.in',
    domainPrefix: 'portal',
    http: { method: 'GET', path: '/api/user', protocol: 'HTTP/1.1', sourceIp: '10.0.0.1', userAgent: 'test' },
    requestId: 'request',
    routeKey: 'GET /api/{proxy+}',
    stage: '$default',
    time: '25/Nov/2026:08:00:00 +0000',
    timeEpoch: Date.now(),
  },
})

/** What the function answered, and its size as Lambda counts it: the JSON envelope. */
async function invoke(query: string, headers: Record<string, string> = {}) {
  const result = await lambda(getEvent(`${query}&token=${admin}`, headers))
  const envelopeBytes = Buffer.byteLength(JSON.stringify(result))
  const bytes = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body)
  const encoding = result.headers?.['content-encoding']
  const text = (encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString()
  return { result, envelopeBytes, json: JSON.parse(text) as unknown, encoding }
}

beforeAll(async () => {
  f = await createIdentityFixture()
  admin = await f.login('admin')
  lambda = handle(f.app)
  const items = Array.from(
    { length: STUDENTS },
    (_, index) => f.entities.user.put(student(index)).params<{ Item: Record<string, unknown> }>().Item,
  )
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) =>
    items.slice(i * 25, i * 25 + 25),
  )
  const write = async () => {
    for (let batch = batches.pop(); batch; batch = batches.pop()) {
      let requests = batch.map((Item) => ({ PutRequest: { Item } }))
      while (requests.length) {
        const { UnprocessedItems } = await f.env.client.send(
          new BatchWriteCommand({ RequestItems: { [f.env.tables.identity]: requests } }),
        )
        requests = (UnprocessedItems?.[f.env.tables.identity] ?? []) as typeof requests
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, write))
}, 240_000)

describe('GET /api/user?filter=usertype eq STUDENT&count=100000 for 20,000 students, on the Lambda path', () => {
  it('answers every student compressed, within what Lambda can carry', async () => {
    const { result, envelopeBytes, json, encoding } = await invoke(
      'filter=usertype eq STUDENT&count=100000',
      { 'accept-encoding': 'gzip, deflate' },
    )
    expect(result.statusCode).toBe(200)
    expect(encoding).toBe('gzip')
    expect(result.isBase64Encoded).toBe(true)
    expect(envelopeBytes).toBeLessThan(LAMBDA_ANSWER_LIMIT)
    const students = json as { id: string }[]
    expect(students).toHaveLength(STUDENTS + FIXTURE_STUDENTS)
    // The uncompressed list is what Lambda could never carry whole.
    expect(Buffer.byteLength(JSON.stringify(students))).toBeGreaterThan(LAMBDA_ANSWER_LIMIT)
  }, 120_000)

  it('answers an uncompressed request with a 413 and a cursor that reads every student in answers that fit', async () => {
    const first = await invoke('filter=usertype eq STUDENT&count=100000')
    expect(first.result.statusCode).toBe(413)
    const { error } = first.json as {
      error: { code: string; message: string; details: { count: number; cursor: string } }
    }
    expect(error.code).toBe('ANSWER_TOO_LARGE')
    expect(error.message).toMatch(/count=\d+/)
    const { count } = error.details
    expect(count).toBeGreaterThan(1000)

    const seen = new Set<string>()
    let cursor: string | undefined
    let answers = 0
    do {
      const page = await invoke(
        `filter=usertype eq STUDENT&count=${count}${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(page.result.statusCode).toBe(200)
      expect(page.envelopeBytes).toBeLessThan(LAMBDA_ANSWER_LIMIT)
      for (const { id } of page.json as { id: string }[]) seen.add(id)
      cursor = page.result.headers?.['x-next-cursor'] as string | undefined
      answers += 1
    } while (cursor && answers < 20)
    expect(seen.size).toBe(STUDENTS + FIXTURE_STUDENTS)
    expect(answers).toBe(Math.ceil((STUDENTS + FIXTURE_STUDENTS) / count))
  }, 180_000)

  it('fits the whole list uncompressed when only the shown fields are asked for', async () => {
    const { result, envelopeBytes, json } = await invoke(
      'filter=usertype eq STUDENT&count=100000&fields=id&fields=registerNo&fields=name',
    )
    expect(result.statusCode).toBe(200)
    expect(envelopeBytes).toBeLessThan(LAMBDA_ANSWER_LIMIT)
    expect(json).toHaveLength(STUDENTS + FIXTURE_STUDENTS)
  }, 120_000)

  it('pages by register number from its key: a later page costs what the first does', async () => {
    f.env.counter.reset()
    const first = await invoke('filter=usertype eq STUDENT&sort=registerNo&count=50&fields=registerNo')
    const firstCalls = f.env.counter.snapshot().byCommand
    const numbers = (first.json as { registerNo: string }[]).map(({ registerNo }) => registerNo)
    expect(numbers.slice(0, 3)).toEqual(['21BIG00000', '21BIG00001', '21BIG00002'])
    expect(numbers).toEqual([...numbers].sort())

    f.env.counter.reset()
    const second = await invoke(
      `filter=usertype eq STUDENT&sort=registerNo&count=50&fields=registerNo&cursor=${String(first.result.headers?.['x-next-cursor'])}`,
    )
    expect((second.json as { registerNo: string }[])[0]?.registerNo).toBe('21BIG00050')
    expect(f.env.counter.snapshot().byCommand).toEqual(firstCalls)
    expect(firstCalls).toEqual({ GetItemCommand: 1, QueryCommand: 1 })
  }, 60_000)
})
