import { mkdtempSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { App, Stack, Validations } from 'aws-cdk-lib'
import { Bucket } from 'aws-cdk-lib/aws-s3'
import type { PolicyValidationReportJson } from 'aws-cdk-lib/cloud-assembly-schema'
import { AwsSolutionsChecks } from 'cdk-nag'
import type { IConstruct } from 'constructs'
import { afterAll, describe, expect, it } from 'vitest'
import { synthCampus, synthesizeWithReport, testContext } from './synth'

/** Every unacknowledged finding a plugin reported, as `rule at construct path`. */
const findings = (report: PolicyValidationReportJson, plugin?: string) =>
  report.pluginReports
    .filter((pluginReport) => !plugin || pluginReport.pluginName === plugin)
    .flatMap((pluginReport) =>
      pluginReport.violations.flatMap((violation) =>
        violation.violatingConstructs.map(
          (construct) => `${violation.ruleName} at ${construct.constructPath}`,
        ),
      ),
    )

// The whole app as `npm run synth` validates it: CloudFormation rules on, the SPA upload included.
const campus = synthCampus({ cloudFormationValidation: true })
afterAll(() => campus.dispose())

describe('cdk-nag AwsSolutions', () => {
  it('reports no unacknowledged findings anywhere in the app', () => {
    expect(findings(campus.report, 'AwsSolutions')).toEqual([])
  })

  it('passes every validation plugin that ran during synth', () => {
    expect(campus.report.pluginReports.filter((report) => report.conclusion === 'failure')).toEqual([])
  })

  it('acknowledges only specific AwsSolutions findings, each with a reason', () => {
    const acknowledgements: { id: string; reason: string; at: string }[] = []
    const visit = (construct: IConstruct) => {
      for (const entry of construct.node.metadata) {
        if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue
        for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
          acknowledgements.push({ id, reason, at: construct.node.path })
        }
      }
      construct.node.children.forEach(visit)
    }
    visit(campus.stacks.data.node.root)

    expect(acknowledgements.length).toBeGreaterThan(0)
    for (const { id, reason, at } of acknowledgements) {
      expect(id, at).toMatch(/^Annotation::AwsSolutions-[A-Z]+\d+(\[(Resource|Action|Policy)::.+\])?$/)
      expect(reason.length, `${id} at ${at}`).toBeGreaterThanOrEqual(60)
    }
  })

  it('does report findings in this harness (a bare bucket trips S1 and S10)', () => {
    const outdir = mkdtempSync(path.join(os.tmpdir(), 'campus-nag-'))
    try {
      const app = new App({ outdir, builtinCloudFormationValidation: false, context: testContext() })
      Validations.of(app).addPlugins(new AwsSolutionsChecks(app))
      new Bucket(new Stack(app, 'Control'), 'Plain')
      expect(findings(synthesizeWithReport(app, outdir), 'AwsSolutions')).toEqual(
        expect.arrayContaining([
          'AwsSolutions-S1 at Control/Plain/Resource',
          'AwsSolutions-S10 at Control/Plain/Resource',
        ]),
      )
    } finally {
      rmSync(outdir, { recursive: true, force: true })
    }
  })
})
