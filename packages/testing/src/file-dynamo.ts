import { startDynamo } from '@campus/local/emulators'
import { afterAll } from 'vitest'
import { FILE_DYNAMO_VARIABLE } from './integration'

// The integration tier's setup file: an in-memory dynalite for the test file about to run, in its worker, closed
// after it. It starts in milliseconds; each file makes its tables on it (createTestTables). Its address is an
// environment variable, so a package that cannot import @campus/testing (packages/db) reads it too.
const dynamo = await startDynamo()
process.env[FILE_DYNAMO_VARIABLE] = dynamo.endpoint

afterAll(async () => {
  delete process.env[FILE_DYNAMO_VARIABLE]
  await dynamo.close()
})
