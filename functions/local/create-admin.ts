import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { NewPasswordSchema } from '@campus/core'
import { createAuditLog } from '@campus/db'
import { documentClient, dynamoClient } from '@campus/runtime'
import * as z from 'zod'
import { createIdentityEntities } from '../identity/entities'
import { hashPassword } from '../identity/passwords'
import { createUsersRepository, newUserRecord } from '../identity/users.repository'
import { localEnv } from './env'
import { startLocalRuntime } from './runtime'

/**
 * `npm run create-admin -- --email office@college.edu --name "Office Admin" [--college "Name"]`: creates an
 * administrator, and the college record with that name when there is none yet.
 * With IDENTITY_TABLE_NAME set it writes to that (AWS) table; otherwise to the local data folder. The
 * password comes from ADMIN_PASSWORD or is asked for without echo; it is never printed.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, college: { type: 'string' } },
  })
  const input = z
    .object({
      email: z.email('Give --email with a valid address'),
      name: z.string().trim().min(1, 'Give --name'),
      college: z.string().trim().min(1).max(200).optional(),
    })
    .parse(values)
  const password = NewPasswordSchema.parse(
    process.env.ADMIN_PASSWORD ?? (await askHidden('Password for the new administrator: ')),
  )

  const awsTable = process.env.IDENTITY_TABLE_NAME
  const local = awsTable ? undefined : await startLocalRuntime(localEnv().DATA_DIR)
  try {
    const client =
      local?.client ??
      documentClient(
        dynamoClient({
          region: process.env.AWS_REGION ?? 'ap-south-1',
          endpoint: process.env.DYNAMODB_ENDPOINT,
        }),
      )
    const table = local?.tables.identity ?? awsTable
    if (!table) throw new Error('No identity table to write to.')
    const entities = createIdentityEntities(client, table)
    // An administrator has a contact in the directory (ADR 0026), so the directory table is needed too.
    const users = createUsersRepository(
      entities,
      client,
      table,
      local?.tables.directory ?? process.env.DIRECTORY_TABLE_NAME,
    )
    const now = Date.now()
    const record = newUserRecord(
      {
        name: input.name,
        email: input.email,
        usertype: 'ADMIN',
        passwordHash: await hashPassword(password),
        createdBy: 'create-admin',
      },
      now,
    )
    await users.create(record)
    await createAuditLog(client, table).write({
      entityType: 'user',
      entityId: record.id,
      action: 'CREATE',
      actorId: 'create-admin',
      actorType: 'SYSTEM',
      at: now,
      after: record,
    })
    console.log(`Created administrator ${record.email} (${record.id}) in ${table}.`)

    const { data: college } = await entities.college.get({}).go()
    if (!college && input.college) {
      await entities.college.put({ id: 'college', name: input.college, modifiedOn: now }).go()
      console.log(
        `Created the college record "${input.college}"; its details and footer pages are edited in the portal.`,
      )
    } else if (!college) {
      console.log(
        'There is no college record yet: run again with --college "Name", or set it with PUT /api/college.',
      )
    }
  } finally {
    await local?.stop()
  }
}

function askHidden(question: string) {
  if (!process.stdin.isTTY)
    throw new Error('Set ADMIN_PASSWORD, or run this in a terminal to type the password.')
  return new Promise<string>((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    const mute = rl as unknown as { _writeToOutput: (text: string) => void }
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
    mute._writeToOutput = () => undefined
  })
}

main().catch((error: unknown) => {
  if (error instanceof z.ZodError) console.error(error.issues.map((issue) => issue.message).join('\n'))
  else console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
