import { badRequest, type Caller, conflict, type CourseMaterialType, orNotFound } from '@campus/core'
import { newId, nextModifiedOn } from '@campus/db'
import type { Attachments, FileRef, ReceivedFile } from '@campus/files'
import { assertMayAddTo, assertMayChange } from './access-rules'
import type { AuditTrail } from './audit-trail'
import type { StoredMaterial } from './entities'
import { fileOwner, type MaterialView } from './material-view'
import type { MaterialsRepository } from './materials.repository'
import { LINK_OR_FILE } from './routes/schemas'
import type { SubjectReachReads } from './subject-reach'

/** What happens to a material's file: kept, removed, an upload claimed, or a file received whole. */
export type FileChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'upload'; ref: FileRef }
  | { kind: 'received'; file: ReceivedFile }

/** A material as written, from the web app's JSON or the legacy client's query and multipart file. */
export interface MaterialInput {
  title: string
  subjectId: string
  courseMaterialType: CourseMaterialType
  description?: string | undefined
  /** Undefined keeps the link on an update (and sets none on a create); null removes it. */
  link?: string | null | undefined
  file: FileChange
}

type StoredFile = NonNullable<StoredMaterial['file']>

const linkOrFile = () =>
  badRequest('VALIDATION_FAILED', LINK_OR_FILE, [{ path: 'file', message: LINK_OR_FILE }])

const changedMeanwhile = () =>
  conflict('CHANGED_MEANWHILE', 'Someone else changed this material just now. Reload and try again.')

/**
 * Adding, changing and deleting course material. Staff add to the subjects they teach (an HOD also to those of
 * the departments they head, the administrator to any), and change or delete what they added (an HOD also the
 * materials of the departments they head). A file is claimed for the material when it is written and let go
 * when it is replaced or the material deleted; a write that fails lets a new file go again, so nothing is
 * left half-done.
 */
export function createMaterialsService(deps: {
  materials: MaterialsRepository
  subjects: SubjectReachReads
  attachments: Pick<Attachments, 'claim' | 'release' | 'storeReceived'>
  view: MaterialView
  audit: AuditTrail
}) {
  const { materials, subjects, attachments, view, audit } = deps

  /** The file a change brings, claimed for the material (an upload) or stored for it (a received file). */
  async function newFile(caller: Caller, owner: string, change: FileChange): Promise<StoredFile | undefined> {
    const rule = { purpose: 'document' } as const
    if (change.kind === 'upload') {
      const { versionId, fileKey, fileName } = await attachments.claim(
        change.ref,
        owner,
        rule,
        caller.actor.userId,
      )
      return { versionId, fileKey, fileName }
    }
    if (change.kind === 'received') {
      const { actor, requestId } = caller
      const sender = { userId: actor.userId, userType: actor.userType, requestId }
      const { versionId, fileKey, fileName } = await attachments.storeReceived(
        change.file,
        owner,
        rule,
        sender,
      )
      return { versionId, fileKey, fileName }
    }
    return undefined
  }

  /** Lets a file go once the material no longer holds it; a failure leaves it to be let go again. */
  const letGo = (file: StoredFile | undefined, owner: string) =>
    file ? attachments.release(file, owner).then(() => undefined) : Promise.resolve()

  const fieldsOf = (input: MaterialInput, link: string | undefined, file: StoredFile | undefined) => ({
    title: input.title,
    courseMaterialType: input.courseMaterialType,
    ...(input.description ? { description: input.description } : {}),
    ...(link ? { link } : {}),
    ...(file ? { file } : {}),
  })

  return {
    /** Adds a material to a subject: the subject is checked (a 400 naming subjectId) and the caller's reach. */
    async create(caller: Caller, input: MaterialInput) {
      const { actor } = caller
      const hasFile = input.file.kind === 'upload' || input.file.kind === 'received'
      if (!input.link && !hasFile) throw linkOrFile()
      const subject = await subjects.load(input.subjectId)
      assertMayAddTo(actor, await subjects.of(actor, subject))
      const id = newId()
      const owner = fileOwner(id)
      const file = await newFile(caller, owner, input.file)
      const now = Date.now()
      const material: StoredMaterial = {
        id,
        subjectId: subject.id,
        subjectName: subject.subjectName,
        departmentId: subject.departmentId,
        ...fieldsOf(input, input.link ?? undefined, file),
        createdBy: actor.userId,
        createdByStaff: actor.name,
        createdOn: now,
        modifiedOn: now,
      }
      try {
        await materials.create(material)
      } catch (error) {
        await letGo(file, owner).catch(() => undefined)
        throw error
      }
      await audit(caller, { entity: 'material', id, action: 'CREATE', after: material })
      return view(material)
    },

    /** The material a change or delete names, if the caller may change it: a 404, or a 403 saying whose. */
    async loadChangeable(caller: Caller, id: string) {
      const material = orNotFound(await materials.find(id), 'Course material', id)
      assertMayChange(caller.actor, material)
      return material
    },

    /**
     * Rewrites a material the caller may change (loaded by `loadChangeable`). A new subject must be one the
     * caller may add to. One conditional put on the `modifiedOn` read: a change made meanwhile is a 409.
     */
    async update(caller: Caller, before: StoredMaterial, input: MaterialInput) {
      const { actor } = caller
      let subject = {
        id: before.subjectId,
        subjectName: before.subjectName,
        departmentId: before.departmentId,
      }
      if (input.subjectId !== before.subjectId) {
        const next = await subjects.load(input.subjectId)
        assertMayAddTo(actor, await subjects.of(actor, next))
        subject = next
      }
      const link = input.link === undefined ? before.link : (input.link ?? undefined)
      const change = input.file
      const keepsFile =
        change.kind === 'keep' || (change.kind === 'upload' && change.ref.fileKey === before.file?.fileKey)
      if (!link && !(keepsFile ? before.file : change.kind !== 'remove')) throw linkOrFile()
      const owner = fileOwner(before.id)
      const added = keepsFile ? undefined : await newFile(caller, owner, change)
      const after: StoredMaterial = {
        id: before.id,
        subjectId: subject.id,
        subjectName: subject.subjectName,
        departmentId: subject.departmentId,
        ...fieldsOf(input, link, keepsFile ? before.file : added),
        createdBy: before.createdBy,
        createdByStaff: before.createdByStaff,
        createdOn: before.createdOn,
        modifiedOn: nextModifiedOn(before.modifiedOn),
      }
      if (!(await materials.replace(after, before.modifiedOn))) {
        await letGo(added, owner).catch(() => undefined)
        throw changedMeanwhile()
      }
      if (!keepsFile) await letGo(before.file, owner)
      await audit(caller, { entity: 'material', id: before.id, action: 'UPDATE', before, after })
      return view(after)
    },

    /**
     * Deletes a material the caller may change (loaded by `loadChangeable`), then lets its file go: a delete
     * that dies between the two leaves the file claimed by a material that is gone, never a material without
     * its file. Answers `true`, as the legacy client requires.
     */
    async remove(caller: Caller, material: StoredMaterial) {
      if (!(await materials.remove(material))) throw changedMeanwhile()
      await letGo(material.file, fileOwner(material.id))
      await audit(caller, { entity: 'material', id: material.id, action: 'DELETE', before: material })
      return true as const
    },
  }
}

export type MaterialsService = ReturnType<typeof createMaterialsService>
