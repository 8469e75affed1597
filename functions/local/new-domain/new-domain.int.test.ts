import { execFileSync, type ExecFileSyncOptions } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'

const REPO = join(import.meta.dirname, '..', '..', '..')

/**
 * A copy of this checkout as git sees it (tracked and new files, not ignored ones), with the installed packages
 * linked in: the workspace's own packages point into the copy, so the copy compiles its own sources.
 */
function copyCheckout() {
  const copy = mkdtempSync(join(tmpdir(), 'campus-new-domain-'))
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: REPO,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(REPO, file)))
  for (const file of files) cpSync(join(REPO, file), join(copy, file), { recursive: true })
  // The compiler's build info, so typechecking the copy is incremental like the checkout's.
  if (existsSync(join(REPO, '.tsbuild')))
    cpSync(join(REPO, '.tsbuild'), join(copy, '.tsbuild'), { recursive: true })
  const modules = join(REPO, 'node_modules')
  mkdirSync(join(copy, 'node_modules', '@campus'), { recursive: true })
  for (const entry of readdirSync(modules))
    if (entry !== '@campus') symlinkSync(join(modules, entry), join(copy, 'node_modules', entry))
  for (const entry of readdirSync(join(modules, '@campus')))
    symlinkSync(readlinkSync(join(modules, '@campus', entry)), join(copy, 'node_modules', '@campus', entry))
  const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, stdio: 'ignore' })
  git('init', '-q')
  git('add', '-A')
  git('-c', 'user.email=test@campus.local', '-c', 'user.name=test', 'commit', '-qm', 'copy')
  return copy
}

const copy = copyCheckout()
afterAll(() => rmSync(copy, { recursive: true, force: true }))

function run(command: string, args: string[], options: ExecFileSyncOptions = {}) {
  try {
    return execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe', ...options }).toString()
  } catch (error) {
    // What the command printed says why it failed; execFileSync's own message names only the command.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error })
  }
}

it(
  'writes a domain that typechecks, lints, passes its tests, is documented and in the menu, editing nothing else',
  {
    timeout: 900_000,
  },
  () => {
    run('node', ['--import', 'tsx', 'functions/local/new-domain/main.ts', 'notices', '--roles', 'ADMIN,HOD'])

    // Only the domain's two folders are new; no file outside them changed.
    expect(run('git', ['status', '--porcelain']).trim().split('\n').sort()).toEqual([
      '?? functions/notices/',
      '?? web/src/features/notices/',
    ])

    run('npx', ['tsc', '-b'])
    run('npx', ['eslint', '--max-warnings', '0', 'functions/notices', 'web/src/features/notices'])
    run('npx', ['prettier', '--check', 'functions/notices', 'web/src/features/notices'])
    // Its own tests, and the registry tests with it among the domains (prefixes, tables, menu positions).
    run('npx', ['vitest', 'run', 'functions/notices', 'functions/manifests.test.ts'], {
      env: { ...process.env, NODE_OPTIONS: '--openssl-legacy-provider' },
    })

    // Served and documented by the local server, and in the menu of the roles it names only.
    const check = join(copy, 'check-new-domain.mts')
    writeFileSync(
      check,
      `import { catalogOf } from '@campus/http'
import { buildLocalApps } from './functions/local/apps'
import { offlineWiring } from './functions/local/testing/offline-wiring'
import { menuFor } from './functions/identity/menu'
import { manifests } from './functions/manifests'
const apps = await buildLocalApps(offlineWiring('check-'))
const app = (name: string) => apps.find(({ manifest }) => manifest.name === name)!.app
const index = await (await app('identity').request('/api/docs')).text()
const openapi = await (await app('notices').request('/api/docs/notices/openapi.json')).json()
const menu = (userType: string) =>
  menuFor(catalogOf(manifests).menu, { userType, rollType: [] } as never).map(({ module }) => module)
console.log(JSON.stringify({
  inIndex: index.includes('/api/docs/notices'),
  paths: Object.keys(openapi.paths),
  unauthenticated: (await app('notices').request('/api/notices')).status,
  admin: menu('ADMIN').includes('notices'),
  hod: menu('HOD').includes('notices'),
  faculty: menu('FACULTY').includes('notices'),
  student: menu('STUDENT').includes('notices'),
}))
`,
    )
    const seen = JSON.parse(
      run('node', ['--import', 'tsx', check]).trim().split('\n').pop() ?? '{}',
    ) as unknown
    expect(seen).toEqual({
      inIndex: true,
      paths: ['/api/notices', '/api/notices/{id}'],
      unauthenticated: 401,
      admin: true,
      hod: true,
      faculty: false,
      student: false,
    })
  },
)
