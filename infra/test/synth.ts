import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { App, Stack } from 'aws-cdk-lib'
import { Template } from 'aws-cdk-lib/assertions'
import { Manifest, type PolicyValidationReportJson } from 'aws-cdk-lib/cloud-assembly-schema'
import { buildCampus, type CampusStacks } from '../campus'
import { REPO_ROOT } from '../util'

/** cdk.json's context (stage default, feature flags), as the CLI passes it to the app. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>
  }
  return cdkJson.context
}

/** Context for test apps: cdk.json's, with asset bundling skipped for every stack (no esbuild runs). */
export const testContext = (extra: Record<string, unknown> = {}) => ({
  ...cdkJsonContext(),
  'aws:cdk:bundling-stacks': [],
  ...extra,
})

/** A built SPA as Vite leaves it, so the deployment path is exercised whether or not web/dist exists. */
function webDistFixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-web-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><script src="/assets/index-3f9a1c.js"></script>',
  )
  writeFileSync(path.join(dir, 'favicon.ico'), '')
  writeFileSync(path.join(dir, 'assets', 'index-3f9a1c.js'), 'console.log(1)')
  return dir
}

/**
 * Synthesizes `app` into `outdir` and returns the validation report `cdk synth` would print. Validation
 * findings make synth throw in tests, but the report is written first, so read it rather than the error.
 */
export function synthesizeWithReport(app: App, outdir: string): PolicyValidationReportJson {
  const reportFile = path.join(outdir, 'validation-report.json')
  try {
    app.synth()
  } catch (error) {
    if (!existsSync(reportFile)) throw error
  }
  // No report at all means no plugin had anything to say.
  return existsSync(reportFile)
    ? Manifest.loadValidationReport(reportFile)
    : { version: '0', pluginReports: [] }
}

export interface SynthOptions {
  /** Context on top of cdk.json's, e.g. `{ stage: 'prod' }`. */
  readonly context?: Record<string, unknown>
  /**
   * Run CDK's built-in CloudFormation rules as `cdk synth` does. They take most of a synth's time, so only the
   * test that checks the whole validation report turns them on. @default false
   */
  readonly cloudFormationValidation?: boolean
}

export interface SynthesizedCampus {
  readonly stacks: CampusStacks
  /** The stack's synthesized template (parsed once). */
  template(stack: Stack): Template
  /** The validation report `cdk synth` would print: cdk-nag's findings among them. */
  readonly report: PolicyValidationReportJson
  /** Deletes the temporary cloud assembly and SPA fixture. */
  dispose(): void
}

/** Builds and synthesizes the whole app once, the way `npm run synth` does, minus asset bundling. */
export function synthCampus(options: SynthOptions = {}): SynthesizedCampus {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'campus-cdk-'))
  const webDist = webDistFixture()
  const app = new App({
    outdir,
    builtinCloudFormationValidation: options.cloudFormationValidation ?? false,
    context: testContext({ webDist, ...options.context }),
  })
  const stacks = buildCampus(app)

  const report = synthesizeWithReport(app, outdir)

  const templates = new Map<Stack, Template>()
  return {
    stacks,
    report,
    template(stack) {
      let template = templates.get(stack)
      if (!template) {
        const json = JSON.parse(readFileSync(path.join(outdir, stack.templateFile), 'utf8')) as Record<
          string,
          unknown
        >
        template = Template.fromJSON(json)
        templates.set(stack, template)
      }
      return template
    },
    dispose() {
      rmSync(outdir, { recursive: true, force: true })
      rmSync(webDist, { recursive: true, force: true })
    },
  }
}

/** Every stack the stage deploys: the edge and backup stacks only where the stage has them. */
export const stacksOf = (campus: SynthesizedCampus): Stack[] =>
  Object.values(campus.stacks).flatMap((value) => (value instanceof Stack ? [value] : []))

/** A resource as a synthesized template holds it. */
export interface TemplateResource {
  Type: string
  Properties?: Record<string, unknown>
  DeletionPolicy?: string
}

/** Every resource of every stack, or of one type. */
export const resourcesOf = (campus: SynthesizedCampus, type?: string): TemplateResource[] =>
  stacksOf(campus).flatMap((stack) =>
    Object.values(
      (campus.template(stack).toJSON() as { Resources: Record<string, TemplateResource> }).Resources,
    ).filter((resource) => !type || resource.Type === type),
  )
