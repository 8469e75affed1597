import { createHash } from 'node:crypto'
import type { S3Client } from '@aws-sdk/client-s3'
import {
  byPosition,
  NaacCriteriaSchema,
  NaacTemplateTypeSchema,
  type NaacFormField,
  type NaacTemplateType,
} from '@campus/core'
import {
  naacReportFields,
  naacReportSheet,
  naacSheetName,
  writeWorkbookToS3,
  type AnySheetSpec,
  type NaacReportEntry,
} from '@campus/reports'
import * as z from 'zod'
import type { ReportKind, StoredReportFile, StoredTemplate } from '../entities'
import { REPORT_TIME_ZONE, reportObjectKey, reportScopes } from './keys'
import { createPrecheck, type TemplatePrecheck } from './precheck'
import type { ReportFilesRepository } from './report-files.repository'
import { LATEST_RUN, type ReportRunsRepository } from './report-runs.repository'
import type { ReportFaculty, ReportSources } from './report-sources'

export const ReportScopeSchema = z.strictObject({
  /** Only these faculties' workbooks (a faculty's "Build now"); every workbook of the college otherwise. */
  facultyIds: z.array(z.string().min(1).max(128)).max(500).optional(),
  type: NaacTemplateTypeSchema.optional(),
  /** Only this criterion's template and criterion workbooks, with their pre-check ("Check again"). */
  criteria: NaacCriteriaSchema.optional(),
})
export type ReportScope = z.infer<typeof ReportScopeSchema>

export const ReportBuildInputSchema = z.object({
  runId: z.string().min(1),
  scope: ReportScopeSchema,
  /** Rebuild even what has not changed. */
  force: z.boolean().optional(),
})

/** One workbook to look at: what it is, what its stamp is made of, and how to write its sheets. */
interface PlannedWorkbook {
  kind: ReportKind
  scope: string
  type: NaacTemplateType
  criteria?: string
  facultyId?: string
  naacTemplateId?: string
  fileName: string
  stampOf: () => string
  /** The sheets, and the template's pre-check once they are written (`TEMPLATE` only). */
  sheets: () => { sheets: AnySheetSpec[]; precheck?: () => TemplatePrecheck }
}

/** What a template's workbooks are read from: its forms and when each department's entries last changed. */
interface TemplateSource {
  template: StoredTemplate
  forms: Map<number, NaacFormField[]>
  changedOn: Map<string, number>
}

/** A workbook's download name: what it holds, without characters a file name may not have, at most 120 long. */
const fileNameOf = (name: string) =>
  `${
    name
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'NAAC report'
  }.xlsx`

const hashOf = (parts: unknown) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url')

/** A template's part of a stamp for some departments: its own change, its form, and their entries' changes. */
const templateStamp = (source: TemplateSource, departmentIds: readonly string[]) => [
  source.template.id,
  source.template.modifiedOn,
  source.template.version,
  departmentIds.map((id) => source.changedOn.get(id) ?? 0),
]

/**
 * Builds the NAAC report workbooks (manifest job `naac-reports`, nightly and on request): per faculty and type
 * (a sheet per template), per template and faculty, per template (every faculty, with its pre-check) and per
 * criterion and type (the "complete excel"). Each workbook has a stamp made of what it is read from (the
 * templates, their forms, and when each department's entries last changed, kept on their counters at write
 * time); a workbook whose stamp is as recorded is left as it is. The run's progress is on its record.
 */
export async function runReportBuild(
  deps: {
    sources: ReportSources
    files: ReportFilesRepository
    runs: ReportRunsRepository
    s3: S3Client
    bucket: string
    now: () => number
  },
  input: z.infer<typeof ReportBuildInputSchema>,
) {
  const { sources, files, runs, now } = deps
  const { runId, scope, force } = input
  const run = { ...LATEST_RUN, id: runId }
  const counters = { done: 0, total: 0, rebuilt: 0, unchanged: 0 }
  try {
    const [templates, faculties] = await Promise.all([sources.templates(), sources.faculties()])
    // In position order, as every screen lists them: the workbooks' sheets follow it.
    const inScope = templates
      .filter(
        (template) =>
          (!scope.type || template.type === scope.type) &&
          (!scope.criteria || template.criteria === scope.criteria),
      )
      .sort(byPosition)
    const templateSources: TemplateSource[] = []
    for (const template of inScope) {
      const [forms, changedOn] = await Promise.all([
        sources.forms(template.id),
        sources.changedOn(template.id),
      ])
      templateSources.push({ template, forms, changedOn })
    }
    const plan = planWorkbooks(templateSources, faculties, scope, sources)
    counters.total = plan.length
    await runs.progress(run, counters)
    for (const workbook of plan) {
      const existing = await files.find(workbook.kind, workbook.scope)
      const stamp = workbook.stampOf()
      if (!force && existing?.stamp === stamp) counters.unchanged += 1
      else {
        await writeReportWorkbook(deps, workbook, stamp, existing)
        counters.rebuilt += 1
      }
      counters.done += 1
      if (!(await runs.progress(run, counters))) return { ...counters, stopped: true }
    }
    await runs.finish(run, { status: 'COMPLETED', ...counters, finishedOn: now() })
    return counters
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    await runs.finish(run, {
      status: 'FAILED',
      ...counters,
      reason: `The reports could not be built: ${reason}`,
      finishedOn: now(),
    })
    throw error
  }
}

async function writeReportWorkbook(
  deps: { files: ReportFilesRepository; s3: S3Client; bucket: string; now: () => number },
  workbook: PlannedWorkbook,
  stamp: string,
  existing: StoredReportFile | undefined,
) {
  const objectKey = reportObjectKey(workbook.kind, workbook.scope)
  const { sheets, precheck } = workbook.sheets()
  const written = await writeWorkbookToS3({ s3: deps.s3, bucket: deps.bucket, key: objectKey, sheets })
  await deps.files.put(
    {
      kind: workbook.kind,
      scope: workbook.scope,
      type: workbook.type,
      ...(workbook.criteria ? { criteria: workbook.criteria } : {}),
      ...(workbook.facultyId ? { facultyId: workbook.facultyId } : {}),
      ...(workbook.naacTemplateId ? { naacTemplateId: workbook.naacTemplateId } : {}),
      objectKey,
      fileName: workbook.fileName,
      rows: written.rows,
      bytes: written.bytes ?? 0,
      stamp,
      ...(precheck ? { precheck: precheck() } : {}),
      modifiedOn: deps.now(),
    },
    existing,
  )
}

/** Every workbook the scope asks for, in the order they are built. */
function planWorkbooks(
  templates: readonly TemplateSource[],
  faculties: readonly ReportFaculty[],
  scope: ReportScope,
  sources: ReportSources,
): PlannedWorkbook[] {
  const plan: PlannedWorkbook[] = []
  const chosen = scope.facultyIds ? faculties.filter(({ id }) => scope.facultyIds?.includes(id)) : faculties
  const everyDepartment = faculties.flatMap((faculty) =>
    faculty.departments.map((department) => ({ faculty, department })),
  )
  const departmentsOf = (faculty: ReportFaculty) =>
    faculty.departments.map((department) => ({ faculty, department }))
  const sheetOf = (
    source: TemplateSource,
    of: readonly { faculty: ReportFaculty; department: { id: string; name: string } }[],
    used: Set<string>,
    precheck?: ReturnType<typeof createPrecheck>,
  ) =>
    naacReportSheet({
      name: naacSheetName(source.template.subCriteria, source.template.title, used),
      fields: naacReportFields([...source.forms].map(([version, fields]) => ({ version, fields }))),
      entries: rowsOf(sources, source.template.id, of, precheck),
      timeZone: REPORT_TIME_ZONE,
    })
  const types = [...new Set(templates.map(({ template }) => template.type))].sort()

  if (!scope.criteria) {
    for (const faculty of chosen) {
      const departmentIds = faculty.departments.map(({ id }) => id)
      for (const type of types) {
        const ofType = templates.filter(({ template }) => template.type === type)
        plan.push({
          kind: 'FACULTY',
          scope: reportScopes.faculty(faculty.id, type),
          type,
          facultyId: faculty.id,
          fileName: 'template.xlsx',
          stampOf: () => hashOf([faculty, ofType.map((source) => templateStamp(source, departmentIds))]),
          sheets: () => {
            const used = new Set<string>()
            return { sheets: ofType.map((source) => sheetOf(source, departmentsOf(faculty), used)) }
          },
        })
      }
      for (const source of templates)
        plan.push({
          kind: 'TEMPLATE_FACULTY',
          scope: reportScopes.templateFaculty(faculty.id, source.template.id),
          type: source.template.type,
          criteria: source.template.criteria,
          facultyId: faculty.id,
          naacTemplateId: source.template.id,
          fileName: fileNameOf(`${source.template.subCriteria} ${faculty.name}`),
          stampOf: () => hashOf([faculty, templateStamp(source, departmentIds)]),
          sheets: () => ({ sheets: [sheetOf(source, departmentsOf(faculty), new Set())] }),
        })
    }
  }
  if (scope.facultyIds) return plan

  const allIds = everyDepartment.map(({ department }) => department.id)
  const structure = faculties.map(({ id, name, departments }) => [id, name, departments])
  for (const source of templates)
    plan.push({
      kind: 'TEMPLATE',
      scope: reportScopes.template(source.template.id),
      type: source.template.type,
      criteria: source.template.criteria,
      naacTemplateId: source.template.id,
      fileName: fileNameOf(`${source.template.subCriteria} ${source.template.title}`),
      stampOf: () => hashOf([structure, templateStamp(source, allIds)]),
      sheets: () => {
        const precheck = createPrecheck((version) => source.forms.get(version) ?? [])
        return {
          sheets: [sheetOf(source, everyDepartment, new Set(), precheck)],
          precheck: () => precheck.result(),
        }
      },
    })
  const criteriaTypes = new Map<string, TemplateSource[]>()
  for (const source of templates) {
    const key = `${source.template.criteria}#${source.template.type}`
    criteriaTypes.set(key, [...(criteriaTypes.get(key) ?? []), source])
  }
  for (const [key, ofCriteria] of [...criteriaTypes].sort(([a], [b]) => a.localeCompare(b))) {
    const [criteria = '', type] = key.split('#') as [string, NaacTemplateType]
    plan.push({
      kind: 'CRITERIA',
      scope: reportScopes.criteria(criteria, type),
      type,
      criteria,
      fileName: fileNameOf(`Criteria ${criteria} ${type}`),
      stampOf: () => hashOf([structure, ofCriteria.map((source) => templateStamp(source, allIds))]),
      sheets: () => {
        const used = new Set<string>()
        return { sheets: ofCriteria.map((source) => sheetOf(source, everyDepartment, used)) }
      },
    })
  }
  return plan
}

/** A template's entries of some departments as report rows, department by department, newest first. */
async function* rowsOf(
  sources: ReportSources,
  templateId: string,
  departments: readonly { faculty: ReportFaculty; department: { id: string; name: string } }[],
  precheck?: ReturnType<typeof createPrecheck>,
): AsyncIterable<NaacReportEntry> {
  for (const { faculty, department } of departments)
    for await (const entry of sources.entries(templateId, department.id)) {
      precheck?.add(entry)
      yield {
        facultyName: faculty.name,
        facultyDeptName: department.name,
        fields: entry.fields as Record<string, unknown>,
        status: entry.status,
        createdByName: entry.createdByName,
        createdOn: entry.createdOn,
        modifiedOn: entry.modifiedOn,
      }
    }
}
