import {
  isEnteredField,
  NAAC_VERSION_KEY,
  type NaacEntryView,
  type NaacFieldValueView,
  type NaacFormField,
} from '@campus/core'
import type { Attachments } from '@campus/files'
import type { StoredEntry, StoredTemplate } from './entities'
import { isFile, type EntryFields } from './entry-values'
import { fieldsOf } from './forms'
import type { TemplatesRepository } from './templates.repository'

/**
 * Entries as the legacy client reads them (`getNaacWithLabel`, `getNaacByIdWithLabel`): each value with its
 * field's label, type and rules from the form version the entry was made with, files with a short-lived link.
 */
export function createEntryView(deps: {
  templates: Pick<TemplatesRepository, 'findVersions'>
  attachments: Pick<Attachments, 'withUrl'>
}) {
  /** The forms the entries were made with: the template's own, and older versions in one BatchGet. */
  async function formsOf(template: StoredTemplate, entries: readonly StoredEntry[]) {
    const forms = new Map<number, NaacFormField[]>([[template.version, fieldsOf(template)]])
    const older = [...new Set(entries.map((entry) => entry.version))].filter((version) => !forms.has(version))
    for (const stored of await deps.templates.findVersions(template.id, older))
      forms.set(stored.version, fieldsOf(stored))
    return forms
  }

  async function valueOf(field: NaacFormField, value: EntryFields[string] | undefined) {
    const view: NaacFieldValueView = {
      label: field.label,
      type: field.type,
      value: null,
      required: field.required ? 'true' : 'false',
      regex: field.regex,
      ...(field.type === 'select' ? { options: { myArrayList: field.options } } : {}),
    }
    if (isFile(value)) {
      const { url } = await deps.attachments.withUrl(value, { fileName: value.fileName, inline: true })
      const ref = { versionId: value.versionId, fileKey: value.fileKey }
      return { ...view, value: ref, url, ...ref }
    }
    return { ...view, value: value ?? null }
  }

  async function entryView(
    entry: StoredEntry,
    template: StoredTemplate,
    form: readonly NaacFormField[],
  ): Promise<NaacEntryView> {
    const values = entry.fields as EntryFields
    const fieldValues = Object.fromEntries(
      await Promise.all(
        form
          .filter(isEnteredField)
          .map(async (field) => [field.key, await valueOf(field, values[field.key])] as const),
      ),
    )
    const fields = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        isFile(value) ? { versionId: value.versionId, fileKey: value.fileKey } : value,
      ]),
    )
    return {
      id: entry.id,
      naacTemplateId: entry.naacTemplateId,
      facultyDeptId: entry.facultyDeptId,
      status: entry.status,
      ...(entry.commentStatus ? { commentStatus: entry.commentStatus } : {}),
      version: entry.version,
      createdBy: entry.createdBy,
      createdByName: entry.createdByName,
      createdOn: entry.createdOn,
      ...(entry.modifiedBy ? { modifiedBy: entry.modifiedBy } : {}),
      ...(entry.modifiedByName ? { modifiedByName: entry.modifiedByName } : {}),
      modifiedOn: entry.modifiedOn,
      title: template.title,
      ...(template.description ? { description: template.description } : {}),
      fields: { ...fields, [NAAC_VERSION_KEY]: String(entry.version) },
      fieldValues: {
        ...fieldValues,
        [NAAC_VERSION_KEY]: {
          label: 'version',
          type: 'hidden',
          value: String(entry.version),
          required: 'false',
          regex: '',
        },
      },
    }
  }

  return {
    async many(template: StoredTemplate, entries: readonly StoredEntry[]): Promise<NaacEntryView[]> {
      const forms = await formsOf(template, entries)
      return Promise.all(
        entries.map((entry) => entryView(entry, template, forms.get(entry.version) ?? fieldsOf(template))),
      )
    },
    async one(template: StoredTemplate, entry: StoredEntry): Promise<NaacEntryView> {
      return (await this.many(template, [entry]))[0]!
    },
  }
}

export type EntryView = ReturnType<typeof createEntryView>
