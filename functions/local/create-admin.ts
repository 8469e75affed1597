import { randomUUID } from 'node:crypto'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { NewPasswordSchema } from '@campus/core'
import { createAuditLog } from '@campus/db'
import { documentClient, dynamoClient } from '@campus/runtime'
import * as z from 'zod'
import { createIdentityEntities } from '../identity/entities'
import { hashPassword } from '../identity/passwords'
import { createUsersRepository, normalizeEmail } from '../identity/users.repository'
import { localEnv } from './env'
import { startLocalRuntime } from './runtime'

/**
 * `npm run create-admin -- --email office@college.edu --name "Office Admin"`: creates an administrator.
 * With IDENTITY_TABLE_NAME set it writes to that (AWS) table; otherwise to the local data folder. The
 * password comes from ADMIN_PASSWORD or is asked for without echo; it is never printed.
 */
async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } })
  const input = z
    .object({
      email: z.email('Give --email with a valid address'),
      name: z.string().trim().min(1, 'Give --name'),
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
    const users = createUsersRepository(createIdentityEntities(client, table), client, table)
    const now = Date.now()
    const id = randomUUID().replace(/-/g, '').slice(0, 24)
    const record = {
      id,
      name: input.name,
      sortName: input.name.toLowerCase(),
      email: normalizeEmail(input.email),
      usertype: 'ADMIN',
      accountStatus: 'ACTIVE',
      departmentid: [],
      rollType: [],
      roles: [],
      passwordHash: await hashPassword(password),
      version: 1,
      createdOn: now,
      modifiedOn: now,
      createdBy: 'create-admin',
    }
    await users.create(record)
    await createAuditLog(client, table).write({
      entityType: 'user',
      entityId: id,
      action: 'CREATE',
      actorId: 'create-admin',
      actorType: 'SYSTEM',
      at: now,
      after: record,
    })
    console.log(`Created administrator ${record.email} (${id}) in ${table}.`)
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
