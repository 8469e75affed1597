import type { NaacTemplateType } from '@campus/core'
import type { MergeLevel, ReportKind } from '../entities'

/** The college's zone: the workbooks' dates, and the times a build says it will be ready, are its wall-clock times. */
export const REPORT_TIME_ZONE = 'Asia/Kolkata'

/** Where each report workbook sits in its kind's partition (entities.ts `reportFile`). */
export const reportScopes = {
  faculty: (facultyId: string, type: NaacTemplateType) => `FAC#${facultyId}#TYPE#${type}`,
  facultiesPrefix: (facultyId: string) => `FAC#${facultyId}#`,
  templateFaculty: (facultyId: string, templateId: string) => `FAC#${facultyId}#TPL#${templateId}`,
  template: (templateId: string) => `TPL#${templateId}`,
  criteria: (criteria: string, type: NaacTemplateType) => `CRIT#${criteria}#TYPE#${type}`,
} as const

/** A workbook's key in the exports bucket: the stack expires what is under `exports/` after 30 days, so not there. */
export const reportObjectKey = (kind: ReportKind, scope: string) =>
  `naac/reports/${kind.toLowerCase()}/${scope.replaceAll('#', '/')}.xlsx`

/** One merge request per template and faculty (or faculty department): its latest merge. */
export const mergeIdOf = (level: MergeLevel, scopeId: string, templateId: string) =>
  `${level === 'FACULTY' ? 'fac' : 'fd'}-${scopeId}-${templateId}`

/** A merge's files: under its run, so a new merge never overwrites the one people are downloading. */
export const mergeObjectPrefix = (mergeId: string, runId: string) => `naac/merges/${mergeId}/${runId}/`

export const evidenceObjectPrefix = (templateId: string, runId: string) =>
  `naac/evidence/${templateId}/${runId}/`

/** The public path of an evidence document's stable link (routes/evidence.routes.ts). */
export const evidenceLinkPath = (linkId: string) => `/boot/naacEvidence/doc/${linkId}`

/** A name part of a legacy `-`-separated file key: no `-` of its own, and nothing a file name may not hold. */
export const keyPart = (text: string) =>
  text
    .replace(/[-/\\:*?"<>|#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60) || 'file'
