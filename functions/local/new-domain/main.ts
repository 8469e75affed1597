import { parseArgs } from 'node:util'
import { join } from 'node:path'
import { manifests } from '../../manifests'
import { domainNames, generateDomain } from './generate'

const USAGE = `npm run new-domain -- <name> [--roles ADMIN,HOD,FACULTY] [--label "Menu label"]

Writes a working domain in functions/<name> and its screens in web/src/features/<name>: a manifest (found by
folder, so no other file changes), an app with a list, an add and a delete route, an entity, access rules,
tests, and a list screen with a form in the menu for the roles given, its strings the <name> namespace (found
by folder too).`

/** `npm run new-domain -- <name>`: see docs/adr/0025. */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { roles: { type: 'string' }, label: { type: 'string' }, help: { type: 'boolean' } },
  })
  const [name] = positionals
  if (values.help || !name) {
    console.log(USAGE)
    process.exitCode = name || values.help ? 0 : 1
    return
  }
  const names = domainNames(
    {
      name,
      ...(values.roles
        ? { userTypes: values.roles.split(',').map((role) => role.trim().toUpperCase()) }
        : {}),
      ...(values.label ? { label: values.label } : {}),
    },
    manifests,
  )
  const written = await generateDomain(join(import.meta.dirname, '..', '..', '..'), names)
  console.log(
    [
      `Wrote the ${name} domain:`,
      ...written.map((file) => `  ${file}`),
      '',
      `Next: npm run docs (README route tables), then npm start and open /${name}.`,
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
