// `npm run smoke -- --url <PortalUrl> --email <admin email>`: checks a deployment (or the local portal) answers
// in every domain. The password comes from SMOKE_PASSWORD or is asked for; it is never printed.
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { runSmoke, smokeTable } from './smoke'

const { values } = parseArgs({
  options: { url: { type: 'string' }, email: { type: 'string' } },
})
if (!values.url || !values.email) {
  console.error(
    'Usage: npm run smoke -- --url <PortalUrl> --email <administrator email>  (SMOKE_PASSWORD or asked)',
  )
  process.exit(2)
}

async function askPassword(): Promise<string> {
  const line = createInterface({ input: process.stdin, output: process.stderr, terminal: true })
  // Typed characters are not echoed: the prompt is written once and the rest of the line is muted.
  const output = process.stderr.write.bind(process.stderr)
  let prompted = false
  process.stderr.write = (chunk: string | Uint8Array): boolean => {
    if (!prompted) {
      prompted = true
      return output(chunk)
    }
    return true
  }
  try {
    return await line.question('Password: ')
  } finally {
    process.stderr.write = output
    output('\n')
    line.close()
  }
}

const password = process.env.SMOKE_PASSWORD ?? (await askPassword())
const results = await runSmoke({ baseUrl: values.url, email: values.email, password })
console.log(smokeTable(results))
const failed = results.filter(({ ok }) => !ok).length
console.log(failed ? `${failed} check(s) failed.` : `Every domain answered (${results.length}).`)
process.exit(failed ? 1 : 0)
