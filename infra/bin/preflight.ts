import * as path from 'node:path'
import { parseArgs } from 'node:util'
import { readCampusConfig } from '../config/campus-config'
import { stageFromFile } from '../config/stages'
import { type Finding, preflightFindings } from '../preflight/checks'
import { fetchAccountFacts } from '../preflight/fetch-facts'
import { REPO_ROOT } from '../util'

/**
 * `npm run preflight [-- --config <file>]`: reads the account the shell's AWS credentials point at (read-only)
 * and prints what to fix before `npx cdk deploy --all`. Exits 1 when anything would make the deploy fail.
 */
async function main() {
  const { values } = parseArgs({ options: { config: { type: 'string' } } })
  const file = values.config ? path.resolve(values.config) : undefined
  const config = readCampusConfig(file)
  if (!config) {
    console.error(
      `No ${file ?? path.join(REPO_ROOT, 'campus.config.json')}: preflight checks an account against a ` +
        "college's config. Copy campus.config.example.json and edit it first (README, Deploy for a college in India).",
    )
    process.exit(2)
  }
  const stage = stageFromFile(config)
  console.log(`Checking the account for campus-${stage.collegeId}-${stage.name} in ${stage.region}...\n`)
  const findings = preflightFindings(stage, await fetchAccountFacts(stage), new Date())
  for (const finding of findings) console.log(format(finding))
  const failed = findings.filter((finding) => finding.level === 'fail').length
  const warned = findings.filter((finding) => finding.level === 'warn').length
  console.log(
    failed
      ? `\n${failed} problem(s) would break the deploy or the portal; fix them and run preflight again.`
      : `\nNothing blocks a deploy${warned ? ` (${warned} warning(s) above)` : ''}: npx cdk deploy --all`,
  )
  process.exitCode = failed ? 1 : 0
}

const MARK = { ok: 'ok  ', note: 'note', warn: 'WARN', fail: 'FAIL' } as const

function format({ check, level, message, fix }: Finding) {
  return `[${MARK[level]}] ${check}: ${message}${fix ? `\n       fix: ${fix}` : ''}`
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
