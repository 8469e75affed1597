// @ts-check
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Domains are vertical slices: functions/<a> never imports functions/<b>. Only functions/local (the
// composition root), the registry, the jobs and the data migrations (which run domains' job code) may see
// every domain.
const domainFolders = readdirSync(join(import.meta.dirname, 'functions'), { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && !['local', 'node_modules', 'jobs', 'migrations'].includes(entry.name),
  )
  .map((entry) => entry.name)

/**
 * One `no-restricted-imports` setting made of pieces (`{ paths?, patterns? }`). In a flat config a later block's
 * setting of a rule replaces an earlier one for the same file, it does not merge; so every file set gets one
 * setting holding all the pieces that apply to it.
 */
const restrictedImports = (...pieces) => [
  'error',
  {
    paths: pieces.flatMap((piece) => piece.paths ?? []),
    patterns: pieces.flatMap((piece) => piece.patterns ?? []),
  },
]

// The SPA's imports flow one way, shared -> features -> app, and no feature imports another
// (bulletproof-react's rules; features are composed in src/app).
const webFeatures = readdirSync(join(import.meta.dirname, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** A feature imports neither the app layer nor another feature. */
const featureBoundary = (feature) => ({
  patterns: [
    { group: ['@/app/*'], message: 'Features do not import the app layer.' },
    {
      group: webFeatures.filter((other) => other !== feature).map((other) => `@/features/${other}/*`),
      message: 'Features do not import each other; compose them in src/app.',
    },
  ],
})

/** Shared web code (components, config, lib) imports no feature and not the app layer. */
const WEB_SHARED_BOUNDARY = {
  patterns: [{ group: ['@/app/*', '@/features/*'], message: 'Shared code does not import features.' }],
}

const webBoundaries = [
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restrictedImports(featureBoundary(feature)) },
  })),
  {
    files: ['web/src/{components,config,lib}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(WEB_SHARED_BOUNDARY) },
  },
]

/**
 * A domain imports no other domain, nor the local server. Relative patterns depend on how deep the file is
 * (`../testing/*` is a domain's own testing folder from one of its subfolders, but functions/testing from its
 * root), so each depth gets its own patterns.
 */
const domainBoundary = (domain, up) => ({
  patterns: [
    {
      group: domainFolders
        .filter((other) => other !== domain)
        .flatMap((other) => [`${up}${other}/*`, `**/functions/${other}/*`])
        .concat([`${up}local/*`]),
      message: 'A domain imports no other domain, nor the local server; they meet in functions/local.',
    },
  ],
})

/** The files of a domain at each depth below its folder, with the way up to functions/ from there. */
const DEPTHS = [
  { glob: '*.ts', up: '../' },
  { glob: '*/*.ts', up: '../../' },
  { glob: '*/*/**/*.ts', up: '../../../' },
]

/** docs/adr/0019: services take repositories and the caller; only repositories reach DynamoDB. */
const REPOSITORIES_ONLY =
  'Services take repositories and the caller; only repositories reach DynamoDB (ADR 0019).'
const CLIENT_HELPERS = [
  'queryList',
  'queryListPage',
  'readPartition',
  'getItems',
  'writeBatch',
  'batchGetItems',
  'batchGetAcross',
  'createAuditLog',
  'createDirectory',
  'createSessionStore',
]

/** What a service may not import: the DynamoDB clients, ElectroDB and the entities themselves. */
const SERVICE_DATA_ACCESS = {
  paths: [
    { name: '@aws-sdk/lib-dynamodb', message: REPOSITORIES_ONLY },
    { name: '@aws-sdk/client-dynamodb', message: REPOSITORIES_ONLY },
    { name: 'electrodb', message: REPOSITORIES_ONLY },
    { name: '@campus/db', importNames: CLIENT_HELPERS, message: REPOSITORIES_ONLY },
  ],
  patterns: [
    // Stored-item types may come from the entities; the entities themselves may not.
    {
      group: ['./entities', '../entities', '../../entities'],
      allowTypeImports: true,
      message: REPOSITORIES_ONLY,
    },
    // Not even as a type: a service handed the entities object (`deps.entities`) reaches ElectroDB through it.
    {
      group: ['./entities', '../entities', '../../entities'],
      importNamePattern: 'Entities$',
      message: REPOSITORIES_ONLY,
    },
  ],
}

const domainBoundaries = domainFolders.flatMap((domain) =>
  DEPTHS.flatMap(({ glob, up }) => [
    {
      files: [`functions/${domain}/${glob}`],
      rules: { 'no-restricted-imports': restrictedImports(domainBoundary(domain, up)) },
    },
    {
      files: [`functions/${domain}/${glob.replace(/\.ts$/, '.service.ts')}`],
      rules: {
        'no-restricted-imports': restrictedImports(domainBoundary(domain, up), SERVICE_DATA_ACCESS),
      },
    },
  ]),
)

/** core is shared with the browser: no Node built-ins, no server packages. */
const BROWSER_SAFE = {
  patterns: [
    {
      group: ['node:*', '@campus/*', '@aws-sdk/*', 'hono', 'hono/*'],
      message: '@campus/core runs in the browser too: no Node built-ins, no server packages.',
    },
  ],
}

// `import { z }` keeps every zod locale in a Lambda bundle (454 KB against 85 KB; docs/adr/0002).
const ZOD_NAMESPACE_IMPORT = {
  selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Use import * as z from 'zod'.",
}

// Who may call a route is a named role set (packages/core/src/access.ts or the domain's access-rules), so one
// rule holds everywhere and a change to it is made once.
const NAMED_ROLE_SETS = {
  selector: "CallExpression[callee.name='access'] > ArrayExpression",
  message: 'Use a named role set from @campus/core (STAFF, MANAGERS, ...) or the access-rules file.',
}

/** The `no-restricted-syntax` pieces for every file. */
const EVERYWHERE_SYNTAX = [ZOD_NAMESPACE_IMPORT, NAMED_ROLE_SETS]

const KEY_PREFIX_MESSAGE =
  "Spell key prefixes only in the domain's entities.ts or keys.ts, and build keys from there."
const KEY_PREFIX_LITERALS = [
  { selector: 'Literal[value=/^[A-Z][A-Z_]*#/]', message: KEY_PREFIX_MESSAGE },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^[A-Z][A-Z_]*#/]',
    message: KEY_PREFIX_MESSAGE,
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '.data/',
      '.tsbuild/',
      '**/dist/',
      'cdk.out/',
      'bench-results/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...EVERYWHERE_SYNTAX],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      // Configuration is read once, validated, in env.ts files; nothing else reads process.env.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through an env.ts module.' },
      ],
    },
  },
  {
    files: [
      '**/env.ts',
      'infra/**/*.ts',
      'tests/**/*.ts',
      // Test helpers, never on a start path (tests/architecture/start-path.test.ts).
      'packages/testing/src/**/*.ts',
      'functions/local/**/*.ts',
      '**/*.test.ts',
      '*.config.ts',
      'web/vite.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Asymmetric matchers (expect.any, expect.stringContaining) are typed any by design.
    files: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // CLIs and the local server talk to the person running them.
    files: [
      'functions/local/**/*.ts',
      'tests/bench/**/*.ts',
      'tests/smoke/cli.ts',
      'tests/screenshots/**/*.ts',
      'infra/bin/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: { 'no-restricted-imports': restrictedImports(BROWSER_SAFE) },
  },
  ...domainBoundaries,
  {
    // Keys once: only a domain's entities or keys file spells a key prefix (`USER#`, `SURVEY#...`); everything
    // else builds keys with the functions those files export. Tests may spell keys to set up and check items.
    files: ['functions/**/*.ts', 'packages/db/src/**/*.ts'],
    // packages/db's audit, sessions and directory files are the shared tables' entity definitions.
    ignores: [
      '**/entities.ts',
      '**/keys.ts',
      '**/*-keys.ts',
      '**/*.test.ts',
      '**/testing/**',
      'packages/db/src/{audit,sessions,directory}.ts',
    ],
    // The general pieces again: this setting replaces theirs for these files.
    rules: { 'no-restricted-syntax': ['error', ...EVERYWHERE_SYNTAX, ...KEY_PREFIX_LITERALS] },
  },
  ...webBoundaries,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
)
