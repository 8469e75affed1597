import { isConditionalFailure, newId, writtenUnlessConditionFails } from '@campus/db'
import type { NaacEntities, StoredEvidenceLink, StoredEvidencePacket } from '../entities'
import { STALLED_AFTER_MS } from './stalled'

/** One document of a packet, as its link opens it. */
export type EvidenceDocument = Omit<StoredEvidenceLink, 'linkId' | 'createdOn'>

/**
 * Evidence packets (one per template) and the stable links of their documents (entities.ts `evidencePacket`,
 * `evidenceDoc`, `evidenceLink`). A document (an entry's file at one version) gets its link once, by a
 * conditional put, and keeps it across rebuilds; a replaced file is another document with another link.
 */
export function createEvidenceRepository(entities: NaacEntities) {
  const updateRun = (
    templateId: string,
    runId: string,
    changes: Partial<StoredEvidencePacket>,
    status = 'PROCESSING',
  ) =>
    writtenUnlessConditionFails(() =>
      entities.evidencePacket
        .patch({ naacTemplateId: templateId })
        .set(changes)
        .where((packet, { eq }) => `${eq(packet.runId, runId)} AND ${eq(packet.status, status)}`)
        .go({ originalErr: true }),
    )

  return {
    find: async (templateId: string): Promise<StoredEvidencePacket | undefined> =>
      (await entities.evidencePacket.get({ naacTemplateId: templateId }).go()).data ?? undefined,

    /** Starts a build: one conditional put, unless one is building or checking and has not stalled. */
    start: (packet: StoredEvidencePacket) =>
      writtenUnlessConditionFails(() =>
        entities.evidencePacket
          .put(packet)
          .where(
            ({ status, checking, modifiedOn }, { ne, lt, notExists }) =>
              `${notExists(status)} OR (${ne(status, 'PROCESSING')} AND ${notExists(checking)}) OR ${lt(modifiedOn, packet.createdOn - STALLED_AFTER_MS)}`,
          )
          .go({ originalErr: true }),
      ),

    /** Starts a check of a built packet's links; false while it builds or another check runs. */
    startCheck: (templateId: string, runId: string, at: number) =>
      writtenUnlessConditionFails(() =>
        entities.evidencePacket
          .patch({ naacTemplateId: templateId })
          .set({ checking: true, runId, modifiedOn: at })
          .where(
            ({ status, checking, modifiedOn }, { eq, notExists, lt }) =>
              `${eq(status, 'COMPLETED')} AND (${notExists(checking)} OR ${lt(modifiedOn, at - STALLED_AFTER_MS)})`,
          )
          .go({ originalErr: true }),
      ),

    finishCheck: (templateId: string, runId: string, check: unknown, at: number) =>
      writtenUnlessConditionFails(() =>
        entities.evidencePacket
          .patch({ naacTemplateId: templateId })
          .set({ check, modifiedOn: at })
          .remove(['checking'])
          .where((packet, { eq }) => eq(packet.runId, runId))
          .go({ originalErr: true }),
      ),

    progress: (templateId: string, runId: string, progress: { done: number; total: number }, at: number) =>
      updateRun(templateId, runId, { ...progress, modifiedOn: at }),

    complete: (templateId: string, runId: string, built: Partial<StoredEvidencePacket>, at: number) =>
      updateRun(templateId, runId, { ...built, status: 'COMPLETED', modifiedOn: at }),

    fail: (templateId: string, runId: string, reason: string, at: number) =>
      updateRun(templateId, runId, { status: 'FAILED', reason, modifiedOn: at }),

    /** The document's stable link id: made once (a conditional put), read back ever after. */
    async linkOf(document: EvidenceDocument, at: number): Promise<string> {
      const key = { entryId: document.entryId, fieldKey: document.fieldKey, versionId: document.versionId }
      const found = (await entities.evidenceDoc.get(key).go()).data
      if (found) return found.linkId
      const linkId = newId()
      // The link first: a doc item never names a link that does not exist.
      await entities.evidenceLink.put({ ...document, linkId, createdOn: at }).go()
      try {
        await entities.evidenceDoc.create({ ...key, linkId }).go({ originalErr: true })
        return linkId
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
        const again = (await entities.evidenceDoc.get(key).go({ consistent: true })).data
        if (!again) throw error
        return again.linkId
      }
    },

    findLink: async (linkId: string): Promise<StoredEvidenceLink | undefined> =>
      (await entities.evidenceLink.get({ linkId }).go()).data ?? undefined,
  }
}

export type EvidenceRepository = ReturnType<typeof createEvidenceRepository>
