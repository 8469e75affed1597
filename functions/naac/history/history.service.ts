import { type Caller, NAAC_VERSION_KEY, type NaacHistoryEvent, orNotFound } from '@campus/core'
import type { AuditRecord } from '@campus/db'
import type { FacultyDeptChecks } from '../faculty-depts'
import { fieldsOf } from '../forms'
import type { AuditLog } from '@campus/db'
import { threadIdOf } from '../comments/comments.repository'
import type { EntriesRepository } from '../entries.repository'
import type { TemplatesRepository } from '../templates.repository'

type Change = NaacHistoryEvent['changes'][number]

/** The labels of a form's fields by key, in form order. */
type Labels = ReadonlyMap<string, string>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An entry as an audit record holds it: its values by field key and its status. */
const entryOf = (value: unknown) => ({
  fields: isObject(value) && isObject(value.fields) ? value.fields : {},
  status: isObject(value) && typeof value.status === 'string' ? value.status : undefined,
})

/** A value as the timeline shows it: text, or a file's name (its key when it has none); nothing when empty. */
function shown(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (isObject(value)) {
    if (typeof value.fileName === 'string' && value.fileName) return value.fileName
    if (typeof value.fileKey === 'string') return value.fileKey
  }
  return JSON.stringify(value)
}

/** What tells two values apart: a file by its key and version (a new upload of the same name is a change). */
const identity = (value: unknown) =>
  isObject(value) && typeof value.fileKey === 'string'
    ? JSON.stringify([value.fileKey, value.versionId ?? ''])
    : shown(value)

const change = (
  field: string,
  label: string,
  before: string | undefined,
  after: string | undefined,
): Change => ({
  field,
  label,
  ...(before === undefined ? {} : { before }),
  ...(after === undefined ? {} : { after }),
})

/** The fields (in form order, then any the form no longer has) and status an entry write changed. */
function entryChanges(record: AuditRecord, labels: Labels): Change[] {
  const before = entryOf(record.before)
  const after = entryOf(record.after)
  const keys = new Set([...labels.keys(), ...Object.keys(before.fields), ...Object.keys(after.fields)])
  keys.delete(NAAC_VERSION_KEY)
  const changes = [...keys]
    .filter((key) => identity(before.fields[key]) !== identity(after.fields[key]))
    .map((key) => change(key, labels.get(key) ?? key, shown(before.fields[key]), shown(after.fields[key])))
  if (before.status !== after.status) changes.push(change('status', 'Status', before.status, after.status))
  return changes
}

/** A thread write: the comments it added and, when it moved, the thread's status. */
function threadChanges(record: AuditRecord): Change[] {
  const after = isObject(record.after) ? record.after : {}
  const before = isObject(record.before) ? record.before : undefined
  const comments = Array.isArray(after.comments) ? after.comments : []
  const changes = comments.flatMap((comment) =>
    isObject(comment) && typeof comment.comment === 'string'
      ? [change('comment', 'Comment', undefined, comment.comment)]
      : [],
  )
  const [was, is] = [shown(before?.status), shown(after.status)]
  if (before && was !== is) changes.push(change('commentStatus', 'Comment status', was, is))
  return changes
}

const eventOf = (record: AuditRecord, changes: Change[]): NaacHistoryEvent => ({
  action: record.action,
  actorId: record.actorId,
  actorName: record.actorName ?? record.actorId,
  actorType: record.actorType,
  at: record.at,
  changes,
})

/**
 * An entry's timeline (`GET /boot/naac/:id/history`): the audit records of the entry and of its comment thread,
 * newest first, each with the values it changed under the labels of the form the entry was made with. The
 * entry's read, then its form and the two records' Queries at once.
 */
export function createHistoryService(deps: {
  entries: Pick<EntriesRepository, 'find'>
  templates: Pick<TemplatesRepository, 'findVersion'>
  audit: Pick<AuditLog, 'listForRecord'>
  checks: Pick<FacultyDeptChecks, 'read'>
}) {
  const { entries, templates, audit, checks } = deps
  return {
    async of(caller: Caller, id: string): Promise<NaacHistoryEvent[]> {
      const entry = orNotFound(await entries.find(id), 'Entry', id)
      await checks.read(caller.actor, entry.facultyDeptId)
      const [form, entryRecords, threadRecords] = await Promise.all([
        templates.findVersion(entry.naacTemplateId, entry.version),
        audit.listForRecord('entry', id),
        audit.listForRecord('thread', threadIdOf(id)),
      ])
      const labels: Labels = new Map(form ? fieldsOf(form).map((field) => [field.key, field.label]) : [])
      const events = [
        ...entryRecords.map((record) => ({ record, changes: entryChanges(record, labels) })),
        ...threadRecords.map((record) => ({ record, changes: threadChanges(record) })),
      ]
      return events
        .sort((a, b) => b.record.at - a.record.at)
        .map(({ record, changes }) => eventOf(record, changes))
    },
  }
}

export type HistoryService = ReturnType<typeof createHistoryService>
