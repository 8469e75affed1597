import {
  badRequest,
  type Caller,
  conflict,
  type CreateNaacEntry,
  fileExtensions,
  type ListQuery,
  NAAC_VERSION_KEY,
  type NaacEntryStatus,
  type NaacEntryView,
  type NaacFormField,
  orNotFound,
  type UpdateNaacEntry,
} from '@campus/core'
import { newId, nextModifiedOn, requiredFilterValue } from '@campus/db'
import type { Attachments } from '@campus/files'
import { naacRoleOf } from './access-rules'
import type { AuditTrail } from './audit-trail'
import {
  type CountsDelta,
  type CountsMark,
  type CountsRepository,
  STATUS_COUNTER,
  statusChange,
  sumDeltas,
} from './counts.repository'
import type { StoredEntry, StoredTemplate } from './entities'
import type { EntriesRepository } from './entries.repository'
import {
  checkValues,
  type EntryFields,
  type EntryFile,
  type FileInput,
  isFile,
  sameValue,
} from './entry-values'
import type { EntryView } from './entry-view'
import type { FacultyDeptChecks } from './faculty-depts'
import { fieldsOf } from './forms'
import type { NotApplicableRepository } from './not-applicable/not-applicable.repository'
import type { TemplatesRepository } from './templates.repository'

export const entryOwner = (id: string) => `naac#${id}`

const changedMeanwhile = () =>
  conflict('CHANGED_MEANWHILE', 'Someone else changed this entry just now. Reload and try again.')

const notApplicable = () =>
  conflict(
    'NOT_APPLICABLE',
    'This template is marked Not Applicable for the department: no entries are taken.',
  )

/**
 * NAAC entries: a faculty department's INPUTTERs and AUTHORIZERs enter them against a template's form, an
 * AUTHORIZER approves or unapproves them. Every write is one conditional write of the entry, then the
 * counters' atomic ADD and the audit record; files are claimed before the write and let go if it fails.
 */
export function createEntriesService(deps: {
  entries: EntriesRepository
  templates: TemplatesRepository
  counts: CountsRepository
  checks: FacultyDeptChecks
  notApplicable: Pick<NotApplicableRepository, 'isNotApplicable'>
  attachments: Pick<Attachments, 'claim' | 'release'>
  view: EntryView
  audit: AuditTrail
  now?: () => number
}) {
  const { entries, templates, counts, checks, attachments, view, audit } = deps
  const now = deps.now ?? Date.now

  const findEntry = async (id: string) => orNotFound(await entries.find(id), 'Entry', id)
  const findTemplate = async (id: string) => orNotFound(await templates.find(id), 'Template', id)

  /** The form an entry was made with. */
  async function formOf(template: StoredTemplate, version: number): Promise<NaacFormField[]> {
    if (version === template.version) return fieldsOf(template)
    const stored = await templates.findVersion(template.id, version)
    return stored ? fieldsOf(stored) : fieldsOf(template)
  }

  /**
   * The files of a body, kept for the entry: unchanged ones as they are, new uploads claimed (the field's
   * extensions, 25 MB). Returns the values and the files claimed now, to let go if the write fails.
   */
  async function keepFiles(
    caller: Caller,
    entryId: string,
    form: readonly NaacFormField[],
    files: Record<string, FileInput | null>,
    stored: EntryFields = {},
  ) {
    const kept: Record<string, EntryFile> = {}
    const claimed: EntryFile[] = []
    for (const field of form) {
      const input = files[field.key]
      if (field.type !== 'file' || !input) continue
      const before = stored[field.key]
      if (
        isFile(before) &&
        before.fileKey === input.fileKey &&
        (input.versionId ?? before.versionId) === before.versionId
      ) {
        kept[field.key] = before
        continue
      }
      if (!input.versionId)
        throw badRequest('VALIDATION_FAILED', `${field.label}: upload the file again`, [
          { path: `fields.${field.key}`, message: 'versionId is required' },
        ])
      const { versionId, fileKey, fileName } = await attachments.claim(
        { versionId: input.versionId, fileKey: input.fileKey },
        entryOwner(entryId),
        { purpose: 'naac', extensions: fileExtensions(field.regex) },
        caller.actor.userId,
      )
      kept[field.key] = { versionId, fileKey, fileName }
      claimed.push(kept[field.key]!)
    }
    return { kept, claimed }
  }

  const releaseAll = (entryId: string, files: readonly EntryFile[]) =>
    Promise.all(files.map((file) => attachments.release(file, entryOwner(entryId))))

  const filesOf = (fields: EntryFields) => Object.values(fields).filter(isFile)

  const byCaller = (caller: Caller, at: number) => ({
    modifiedBy: caller.actor.userId,
    modifiedByName: caller.actor.name,
    modifiedOn: at,
  })

  /** Deletes one entry the caller may delete: the entry, its thread, its counts and its files. */
  async function removeOne(caller: Caller, entry: StoredEntry): Promise<CountsDelta | undefined> {
    const thread = await entries.thread(entry.id)
    if (!(await entries.remove(entry))) return undefined
    if (thread) await entries.removeThread(entry.id)
    await releaseAll(entry.id, filesOf(entry.fields as EntryFields))
    await audit(caller, { entity: 'entry', id: entry.id, action: 'DELETE', before: entry })
    return {
      submitted: -1,
      [STATUS_COUNTER[entry.status]]: -1,
      ...(thread ? { commentCount: -thread.comments.length } : {}),
    }
  }

  /** The entries of a list of ids, each checked with `check` before anything is written. */
  async function loadAll(ids: readonly string[], check: (entry: StoredEntry) => Promise<void>) {
    const found = await entries.findMany(ids)
    for (const entry of found) await check(entry)
    return found
  }

  const countsKey = (entry: StoredEntry) => `${entry.naacTemplateId}#${entry.facultyDeptId}`

  /** Marks the counters of each template and department of `found` before writing its entries. */
  async function beginAll(found: readonly StoredEntry[]) {
    const marks = new Map<string, { entry: StoredEntry; mark: CountsMark }>()
    for (const entry of found)
      if (!marks.has(countsKey(entry)))
        marks.set(countsKey(entry), {
          entry,
          mark: await counts.begin(entry.naacTemplateId, entry.facultyDeptId),
        })
    return marks
  }

  /** Adds the counters' changes of many entries, one write per template and department, clearing its mark. */
  async function countAll(
    marks: Map<string, { entry: StoredEntry; mark: CountsMark }>,
    changes: { entry: StoredEntry; delta: CountsDelta }[],
  ) {
    const deltas = new Map<string, CountsDelta[]>()
    for (const { entry, delta } of changes)
      deltas.set(countsKey(entry), [...(deltas.get(countsKey(entry)) ?? []), delta])
    for (const [key, { entry, mark }] of marks) {
      const changed = deltas.get(key)
      // A group whose writes all lost changed no entry: only its mark is cleared.
      const changedOn = changed ? now() : undefined
      await counts.add(entry.naacTemplateId, entry.facultyDeptId, sumDeltas(changed ?? []), changedOn, mark)
    }
  }

  return {
    async create(caller: Caller, input: CreateNaacEntry): Promise<NaacEntryView> {
      await checks.enter(caller.actor, input.facultyDeptId)
      const template = await templates.find(input.naacTemplateId)
      if (!template)
        throw badRequest('TEMPLATE_NOT_FOUND', `Template ${input.naacTemplateId} not found`, [
          { path: 'naacTemplateId', message: 'No such template' },
        ])
      if (await deps.notApplicable.isNotApplicable(input.facultyDeptId, template.id)) throw notApplicable()
      const sentVersion = input.fields[NAAC_VERSION_KEY]
      if (typeof sentVersion === 'string' && sentVersion && sentVersion !== String(template.version))
        throw conflict('FORM_CHANGED', 'The template changed since this form was opened. Open it again.')
      const form = fieldsOf(template)
      const values = checkValues(form, input.fields)
      const id = newId()
      const { kept, claimed } = await keepFiles(caller, id, form, values.files)
      const at = now()
      const entry: StoredEntry = {
        id,
        naacTemplateId: template.id,
        facultyDeptId: input.facultyDeptId,
        version: template.version,
        fields: { ...values.text, ...kept },
        status: 'WAITING',
        createdBy: caller.actor.userId,
        createdByName: caller.actor.name,
        createdOn: at,
        modifiedOn: at,
      }
      const mark = await counts.begin(template.id, entry.facultyDeptId)
      try {
        await entries.create(entry)
      } catch (error) {
        await counts.release(template.id, entry.facultyDeptId, mark)
        await releaseAll(id, claimed)
        throw error
      }
      await counts.add(template.id, entry.facultyDeptId, { submitted: 1, waiting: 1 }, now(), mark)
      await audit(caller, { entity: 'entry', id, action: 'CREATE', after: entry })
      return view.one(template, entry)
    },

    /**
     * The whole entry back with its fields and/or status. A status change is an AUTHORIZER's; an INPUTTER's
     * change to the values of a reviewed entry sends it back to WAITING for review.
     */
    async update(caller: Caller, id: string, input: UpdateNaacEntry): Promise<NaacEntryView> {
      const stored = await findEntry(id)
      await checks.enter(caller.actor, stored.facultyDeptId)
      if (input.modifiedOn !== undefined && input.modifiedOn !== stored.modifiedOn) throw changedMeanwhile()
      const newStatus = input.status && input.status !== stored.status ? input.status : undefined
      if (newStatus) await checks.authorize(caller.actor, stored.facultyDeptId)
      const template = await findTemplate(stored.naacTemplateId)
      let fields = stored.fields as EntryFields
      let claimed: EntryFile[] = []
      if (input.fields) {
        const form = await formOf(template, stored.version)
        const values = checkValues(form, input.fields)
        const files = await keepFiles(caller, id, form, values.files, fields)
        fields = { ...values.text, ...files.kept }
        claimed = files.claimed
      }
      const before = stored.fields as EntryFields
      const keys = new Set([...Object.keys(before), ...Object.keys(fields)])
      const valuesChanged = [...keys].some((key) => !sameValue(before[key], fields[key]))
      const authorizer = naacRoleOf(caller.actor, stored.facultyDeptId) === 'AUTHORIZER'
      const status: NaacEntryStatus =
        newStatus ?? (valuesChanged && !authorizer && stored.status !== 'WAITING' ? 'WAITING' : stored.status)
      const after: StoredEntry = {
        ...stored,
        fields,
        status,
        ...byCaller(caller, nextModifiedOn(stored.modifiedOn)),
      }
      const mark = await counts.begin(stored.naacTemplateId, stored.facultyDeptId)
      if (!(await entries.replace(after, stored.modifiedOn))) {
        await counts.release(stored.naacTemplateId, stored.facultyDeptId, mark)
        await releaseAll(id, claimed)
        throw changedMeanwhile()
      }
      const kept = new Set(filesOf(fields).map((file) => file.fileKey))
      await releaseAll(
        id,
        filesOf(before).filter((file) => !kept.has(file.fileKey)),
      )
      await counts.add(
        stored.naacTemplateId,
        stored.facultyDeptId,
        statusChange(stored.status, status),
        now(),
        mark,
      )
      const action =
        newStatus && !valuesChanged
          ? newStatus === 'APPROVED'
            ? 'APPROVE'
            : newStatus === 'UNAPPROVED'
              ? 'UNAPPROVE'
              : 'STATUS'
          : 'UPDATE'
      await audit(caller, { entity: 'entry', id, action, before: stored, after })
      return view.one(template, after)
    },

    async remove(caller: Caller, id: string): Promise<true> {
      const stored = await findEntry(id)
      await checks.enter(caller.actor, stored.facultyDeptId)
      const mark = await counts.begin(stored.naacTemplateId, stored.facultyDeptId)
      const delta = await removeOne(caller, stored)
      if (!delta) {
        await counts.release(stored.naacTemplateId, stored.facultyDeptId, mark)
        throw changedMeanwhile()
      }
      await counts.add(stored.naacTemplateId, stored.facultyDeptId, delta, now(), mark)
      return true
    },

    /** `approvalUpdate`: approves every entry not yet approved; each move is conditional on its status. */
    async approveAll(caller: Caller, ids: readonly string[]) {
      const found = await loadAll(ids, (entry) => checks.authorize(caller.actor, entry.facultyDeptId))
      const marks = await beginAll(found.filter(({ status }) => status !== 'APPROVED'))
      const changes: { entry: StoredEntry; delta: CountsDelta }[] = []
      for (const entry of found.filter(({ status }) => status !== 'APPROVED')) {
        const change = byCaller(caller, nextModifiedOn(entry.modifiedOn))
        if (!(await entries.setStatus(entry, 'APPROVED', { ...change, modifiedByName: caller.actor.name })))
          continue
        changes.push({ entry, delta: statusChange(entry.status, 'APPROVED') })
        await audit(caller, {
          entity: 'entry',
          id: entry.id,
          action: 'APPROVE',
          before: entry,
          after: { ...entry, status: 'APPROVED', ...change },
        })
      }
      await countAll(marks, changes)
      return {
        approved: changes.length,
        missing: ids.filter((id) => !found.some((entry) => entry.id === id)),
      }
    },

    /** `deleteNaacs`: deletes every entry named, each with its thread, counts and files. */
    async removeAll(caller: Caller, ids: readonly string[]) {
      const found = await loadAll(ids, (entry) => checks.enter(caller.actor, entry.facultyDeptId))
      const marks = await beginAll(found)
      const changes: { entry: StoredEntry; delta: CountsDelta }[] = []
      for (const entry of found) {
        const delta = await removeOne(caller, entry)
        if (delta) changes.push({ entry, delta })
      }
      await countAll(marks, changes)
      return { deleted: changes.length, missing: ids.filter((id) => !found.some((entry) => entry.id === id)) }
    },

    /** An entry with its labels, for whoever may read its faculty department. */
    async labelled(caller: Caller, id: string): Promise<NaacEntryView> {
      const entry = await findEntry(id)
      await checks.read(caller.actor, entry.facultyDeptId)
      return view.one(await findTemplate(entry.naacTemplateId), entry)
    },

    /** A page of a template's entries of a faculty department, newest first, labelled. */
    async page(caller: Caller, query: ListQuery): Promise<NaacEntryView[]> {
      const templateId = requiredFilterValue(query, 'naacTemplateId', 'template')
      const facultyDeptId = requiredFilterValue(query, 'facultyDeptId', 'faculty department')
      await checks.read(caller.actor, facultyDeptId)
      const [template, page] = await Promise.all([
        findTemplate(templateId),
        entries.page(templateId, facultyDeptId, query),
      ])
      return view.many(template, page)
    },

    /** `getNaacCount`: how many entries a template has in a faculty department (the counters, one GetItem). */
    async count(caller: Caller, templateId: string, facultyDeptId: string): Promise<number> {
      await checks.read(caller.actor, facultyDeptId)
      return (await counts.get(templateId, facultyDeptId)).submitted
    },
  }
}

export type EntriesService = ReturnType<typeof createEntriesService>
