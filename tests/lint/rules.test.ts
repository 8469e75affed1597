import { resolve } from 'node:path'
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The project's own rule blocks decide, as `npm run lint` does. The samples are not files, so TypeScript's project
// service cannot type them: the type-checked rules are switched off for them (none of the rules here needs types).
const eslint = new ESLint({
  cwd: resolve(import.meta.dirname, '../..'),
  overrideConfig: tseslint.configs.disableTypeChecked,
})

/** The messages of `code` linted as if it were the file at `filePath` (relative to the root). */
async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result?.messages ?? []
}

const MESSAGES = {
  zod: "Use import * as z from 'zod'.",
  roleSets: 'Use a named role set from @campus/core (STAFF, MANAGERS, ...) or the access-rules file.',
  keyPrefix: "Spell key prefixes only in the domain's entities.ts or keys.ts, and build keys from there.",
  domains: 'A domain imports no other domain, nor the local server; they meet in functions/local.',
  repositoriesOnly: 'Services take repositories and the caller; only repositories reach DynamoDB (ADR 0019).',
  browserSafe: '@campus/core runs in the browser too: no Node built-ins, no server packages.',
  featureApp: 'Features do not import the app layer.',
  features: 'Features do not import each other; compose them in src/app.',
  sharedWeb: 'Shared code does not import features.',
  env: 'Read configuration through an env.ts module.',
}

const SAMPLES = {
  zod: "import { z } from 'zod'\nexport const name = z.string()\n",
  roleSets: "import { access } from '@campus/http'\nexport const guard = access(['ADMIN'])\n",
  keyLiteral: "export const key = 'TEMPLATE#1'\n",
  keyTemplate: 'export const keyOf = (id: string) => `TEMPLATE#${id}`\n',
  env: 'export const port = process.env.PORT\n',
}

// The places, as files that need not exist.
const DOMAIN_ROOT = 'functions/naac/lint-sample.ts'
const DOMAIN_SUBFOLDER = 'functions/naac/routes/lint-sample.ts'
const DOMAIN_DEEPER = 'functions/naac/reports/parts/lint-sample.ts'
const SERVICE = 'functions/naac/lint-sample.service.ts'
const SUBFOLDER_SERVICE = 'functions/naac/comments/lint-sample.service.ts'
const LOCAL_SERVER = 'functions/local/lint-sample.ts'
const DB = 'packages/db/src/lint-sample.ts'
const CORE = 'packages/core/src/lint-sample.ts'
const WEB_FEATURE = 'web/src/features/naac/api/lint-sample.ts'
const WEB_FEATURE_COMPONENT = 'web/src/features/naac/components/lint-sample.tsx'
const WEB_LIB = 'web/src/lib/lint-sample.ts'
const WEB_COMPONENT = 'web/src/components/ui/lint-sample.tsx'

/** [file, rule, the project's message, code] */
type Case = [string, string, string, string]

const importing = (file: string, specifier: string, message: string): Case => [
  file,
  'no-restricted-imports',
  message,
  `import '${specifier}'\n`,
]
const keyPrefix = (file: string, code: string): Case => [
  file,
  'no-restricted-syntax',
  MESSAGES.keyPrefix,
  code,
]
const readingEnv = (file: string): Case => [file, 'no-restricted-properties', MESSAGES.env, SAMPLES.env]

/** Where every file's rules must reach: each depth of a domain, its services, the packages, web, infra, tests. */
const EVERYWHERE = [
  DOMAIN_ROOT,
  DOMAIN_SUBFOLDER,
  DOMAIN_DEEPER,
  SERVICE,
  'functions/naac/entities.ts',
  LOCAL_SERVER,
  DB,
  CORE,
  'packages/http/src/lint-sample.ts',
  WEB_FEATURE,
  WEB_LIB,
  'web/src/app/lint-sample.tsx',
  'infra/lint-sample.ts',
  'tests/lint-sample.ts',
]

const FIRES: Case[] = [
  ...EVERYWHERE.flatMap((file): Case[] => [
    [file, 'no-restricted-syntax', MESSAGES.zod, SAMPLES.zod],
    [file, 'no-restricted-syntax', MESSAGES.roleSets, SAMPLES.roleSets],
  ]),
  keyPrefix(DOMAIN_ROOT, SAMPLES.keyLiteral),
  keyPrefix(DOMAIN_SUBFOLDER, SAMPLES.keyTemplate),
  keyPrefix(LOCAL_SERVER, SAMPLES.keyLiteral),
  keyPrefix(DB, SAMPLES.keyTemplate),
  importing(DOMAIN_ROOT, '../identity/app', MESSAGES.domains),
  importing(DOMAIN_ROOT, '@campus/functions/identity/app', MESSAGES.domains),
  importing(DOMAIN_ROOT, '../local/server', MESSAGES.domains),
  importing(DOMAIN_SUBFOLDER, '../../identity/app', MESSAGES.domains),
  importing(DOMAIN_DEEPER, '../../../identity/app', MESSAGES.domains),
  importing(SERVICE, '../identity/app', MESSAGES.domains),
  importing(SERVICE, '@aws-sdk/lib-dynamodb', MESSAGES.repositoriesOnly),
  [SERVICE, 'no-restricted-imports', MESSAGES.repositoriesOnly, "import { queryList } from '@campus/db'\n"],
  importing(SUBFOLDER_SERVICE, '../../identity/app', MESSAGES.domains),
  importing(SUBFOLDER_SERVICE, '../entities', MESSAGES.repositoriesOnly),
  [
    SERVICE,
    'no-restricted-imports',
    MESSAGES.repositoriesOnly,
    "import type { NaacEntities } from './entities'\nexport type E = NaacEntities\n",
  ],
  importing(CORE, 'node:fs', MESSAGES.browserSafe),
  importing('packages/core/src/schemas/lint-sample.ts', '@campus/db', MESSAGES.browserSafe),
  importing(WEB_FEATURE, '@/app/router', MESSAGES.featureApp),
  importing(WEB_FEATURE_COMPONENT, '@/features/staff/api/staff', MESSAGES.features),
  importing(WEB_LIB, '@/features/naac/api/reports', MESSAGES.sharedWeb),
  importing(WEB_COMPONENT, '@/app/router', MESSAGES.sharedWeb),
  readingEnv(DOMAIN_ROOT),
  readingEnv(DB),
  readingEnv(WEB_LIB),
]

/** [what, file, rule, code]: what the rules leave alone on purpose. */
const ALLOWED: [string, string, string, string][] = [
  [
    'a type-only zod import',
    DOMAIN_ROOT,
    'no-restricted-syntax',
    "import type { z } from 'zod'\nexport type T = z.ZodType\n",
  ],
  [
    'a named role set',
    DOMAIN_SUBFOLDER,
    'no-restricted-syntax',
    "import { access } from '@campus/http'\nimport { STAFF } from '@campus/core'\nexport const guard = access(STAFF)\n",
  ],
  [
    "a domain's entities spelling keys",
    'functions/naac/entities.ts',
    'no-restricted-syntax',
    SAMPLES.keyLiteral,
  ],
  [
    'a keys file spelling keys',
    'packages/db/src/academics-keys.ts',
    'no-restricted-syntax',
    SAMPLES.keyTemplate,
  ],
  [
    'a domain test spelling keys',
    'functions/naac/lint-sample.test.ts',
    'no-restricted-syntax',
    SAMPLES.keyLiteral,
  ],
  ['the local server importing a domain', LOCAL_SERVER, 'no-restricted-imports', "import '../naac/app'\n"],
  [
    "a domain's own testing folder",
    DOMAIN_SUBFOLDER,
    'no-restricted-imports',
    "import '../testing/fixture'\n",
  ],
  [
    'entity types in a service',
    SERVICE,
    'no-restricted-imports',
    "import type { StoredEntry } from './entities'\nexport type E = StoredEntry\n",
  ],
  [
    'a feature importing itself',
    WEB_FEATURE,
    'no-restricted-imports',
    "import '@/features/naac/utils/merges'\n",
  ],
  ['an env file reading the environment', 'functions/naac/env.ts', 'no-restricted-properties', SAMPLES.env],
]

describe('lint rules', () => {
  // Loading the config (typescript-eslint, the domain folders) takes a few seconds on 2 cores.
  beforeAll(() => eslint.calculateConfigForFile(DOMAIN_ROOT), 30_000)

  it.each(FIRES)('%s: %s says "%s"', async (file, ruleId, message, code) => {
    expect(await lint(file, code)).toContainEqual(
      expect.objectContaining({ ruleId, message: expect.stringContaining(message) }),
    )
  })

  it.each(ALLOWED)('allows %s (%s)', async (_what, file, ruleId, code) => {
    const messages = await lint(file, code)
    expect(messages.filter((message) => message.ruleId === ruleId || message.fatal)).toEqual([])
  })
})
