import {
  type Caller,
  conflict,
  type CreateNaacTemplate,
  type NaacCounts,
  type NaacTemplateSummary,
  type NaacTemplateView,
  orNotFound,
  type UpdateNaacTemplate,
} from '@campus/core'
import { newId, nextModifiedOn } from '@campus/db'
import type { Attachments, FileRef } from '@campus/files'
import { TEMPLATE_MAX_BYTES } from '@campus/files/rules'
import type { AuditTrail } from './audit-trail'
import type { CountsRepository } from './counts.repository'
import type { StoredFormVersion, StoredTemplate } from './entities'
import type { NotApplicableRepository } from './not-applicable/not-applicable.repository'
import { formView, readFormFile } from './forms'
import type { TemplatesRepository } from './templates.repository'

/** Starts building a template's sample workbook for a form version (the Excel side, in the jobs Lambda). */
export interface SampleRequests {
  request(templateId: string, version: number): Promise<void>
}

export const templateOwner = (id: string) => `naac-template#${id}`

/** What describes a template, as a body gives it and a read answers it (an empty description is none). */
const describedBy = (source: Omit<CreateNaacTemplate, 'jsonFile'>) => ({
  title: source.title,
  ...(source.description ? { description: source.description } : {}),
  ...(source.position ? { position: source.position } : {}),
  type: source.type,
  criteria: source.criteria,
  subCriteria: source.subCriteria,
})

const changedMeanwhile = () =>
  conflict('CHANGED_MEANWHILE', 'Someone else changed this template just now. Reload and try again.')

/**
 * NAAC templates: the administrator defines one per sub-criterion from a JSON form file, read and checked
 * before the file is claimed (a refused file stays for the next try). A different file makes a new form
 * version; entries keep the version they were made with (docs/adr/0028).
 */
export function createTemplatesService(deps: {
  templates: TemplatesRepository
  counts: CountsRepository
  attachments: Pick<Attachments, 'read' | 'claim' | 'withUrl'>
  notApplicable: Pick<NotApplicableRepository, 'templateIdsOf'>
  samples?: SampleRequests | undefined
  audit: AuditTrail
  now?: () => number
}) {
  const { templates, attachments, audit } = deps
  const now = deps.now ?? Date.now

  async function view(template: StoredTemplate): Promise<NaacTemplateView> {
    const { jsonFile } = template
    return {
      id: template.id,
      ...describedBy(template),
      jsonFile: await attachments.withUrl(jsonFile, { fileName: jsonFile.fileName }),
      version: template.version,
      createdOn: template.createdOn,
      modifiedOn: template.modifiedOn,
    }
  }

  /** The form of a JSON upload, then the upload claimed for the template. */
  async function claimForm(caller: Caller, ref: FileRef, templateId: string) {
    const owner = templateOwner(templateId)
    const claimer = caller.actor.userId
    const fields = readFormFile(await attachments.read(ref, owner, TEMPLATE_MAX_BYTES, claimer))
    const { versionId, fileKey, fileName } = await attachments.claim(
      ref,
      owner,
      { purpose: 'naac-template' },
      claimer,
    )
    return { fields, jsonFile: { versionId, fileKey, fileName } }
  }

  const versionItem = (
    caller: Caller,
    templateId: string,
    version: number,
    form: Awaited<ReturnType<typeof claimForm>>,
    at: number,
  ): StoredFormVersion => ({
    templateId,
    version,
    fields: form.fields,
    jsonFile: form.jsonFile,
    createdBy: caller.actor.userId,
    createdOn: at,
  })

  const find = async (id: string) => orNotFound(await templates.find(id), 'Template', id)

  return {
    find,

    async create(caller: Caller, input: CreateNaacTemplate): Promise<NaacTemplateView> {
      const id = newId()
      const form = await claimForm(caller, input.jsonFile, id)
      const at = now()
      const template: StoredTemplate = {
        id,
        ...describedBy(input),
        jsonFile: form.jsonFile,
        version: 1,
        fields: form.fields,
        createdBy: caller.actor.userId,
        createdOn: at,
        modifiedBy: caller.actor.userId,
        modifiedOn: at,
      }
      await templates.create(template, versionItem(caller, id, 1, form, at))
      await audit(caller, { entity: 'template', id, action: 'CREATE', after: template })
      await deps.samples?.request(id, 1)
      return view(template)
    },

    async update(caller: Caller, id: string, input: UpdateNaacTemplate): Promise<NaacTemplateView> {
      const stored = await find(id)
      if (input.modifiedOn !== undefined && input.modifiedOn !== stored.modifiedOn) throw changedMeanwhile()
      const sameFile =
        input.jsonFile.fileKey === stored.jsonFile.fileKey &&
        (input.jsonFile.versionId === undefined || input.jsonFile.versionId === stored.jsonFile.versionId)
      const at = nextModifiedOn(stored.modifiedOn)
      let form: Awaited<ReturnType<typeof claimForm>> | undefined
      if (!sameFile) {
        const { versionId, fileKey } = input.jsonFile
        form = await claimForm(caller, { fileKey, versionId: versionId ?? '' }, id)
      }
      const version = form ? stored.version + 1 : stored.version
      const { description: _description, position: _position, ...kept } = stored
      const after: StoredTemplate = {
        ...kept,
        ...describedBy(input),
        ...(form ? { jsonFile: form.jsonFile, fields: form.fields } : {}),
        version,
        modifiedBy: caller.actor.userId,
        modifiedOn: at,
      }
      const written = await templates.replace(
        after,
        stored.modifiedOn,
        form ? versionItem(caller, id, version, form, at) : undefined,
      )
      if (!written) throw changedMeanwhile()
      await audit(caller, { entity: 'template', id, action: 'UPDATE', before: stored, after })
      if (form) await deps.samples?.request(id, version)
      return view(after)
    },

    async get(id: string) {
      return view(await find(id))
    },

    async list(filter: { type?: string; criteria?: string }) {
      return Promise.all((await templates.list(filter)).map(view))
    },

    /** The criteria templates exist for, in order. */
    async criteria(): Promise<string[]> {
      const found = new Set((await templates.list()).map((template) => template.criteria))
      return [...found].sort()
    },

    /** The home screen's templates of a criterion for a faculty department, with its not-applicable marks. */
    async ofCriteria(
      criteria: string,
      facultyDeptId: string,
      type: string | undefined,
    ): Promise<NaacTemplateSummary[]> {
      const [list, notApplicable] = await Promise.all([
        templates.list({ ...(type ? { type } : {}), criteria }),
        deps.notApplicable.templateIdsOf(facultyDeptId),
      ])
      return list.map((template) => ({
        id: template.id,
        title: template.title,
        ...(template.description ? { note: template.description, description: template.description } : {}),
        ...(template.position ? { position: template.position } : {}),
        subCriteria: template.subCriteria,
        type: template.type,
        notApplicable: notApplicable.includes(template.id),
      }))
    },

    /**
     * A template's counters for a faculty department: one GetItem, for any member of staff (the route's access).
     * Five numbers and no entry: the legacy home shows its own "only INPUTTER and AUTHORIZER" message only once
     * they answer, so a refusal left it waiting forever (docs/adr/0037). The entries stay their role holders'.
     */
    async counts(templateId: string, facultyDeptId: string): Promise<NaacCounts> {
      return deps.counts.get(templateId, facultyDeptId)
    },

    /** `getForm`: the current form in the legacy descriptor shape. */
    async form(id: string) {
      return formView(await find(id))
    },
  }
}

export type TemplatesService = ReturnType<typeof createTemplatesService>
