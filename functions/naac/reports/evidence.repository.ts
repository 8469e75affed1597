import {
  createJobRequests,
  isConditionalFailure,
  JOB_STALLED_AFTER_MS,
  newId,
  writtenUnlessConditionFails,
} from '@campus/db'
import type { NaacEntities, StoredEvidenceLink, StoredEvidencePacket } from '../entities'

/** One document of a packet, as its link opens it. */
export type EvidenceDocument = Omit<StoredEvidenceLink, 'linkId' | 'createdOn'>

/**
 * Evidence packets (one per template) and the stable links of their documents (entities.ts `evidencePacket`,
 * `evidenceDoc`, `evidenceLink`). A document (an entry's file at one version) gets its link once, by a
 * conditional put, and keeps it across rebuilds; a replaced file is another document with another link. Builds
 * are @campus/db's job requests (the run id names one); checks keep the packet COMPLETED and run while `checking`.
 */
export function createEvidenceRepository(entities: NaacEntities) {
  // A packet's build runs while PROCESSING, its check while `checking`; either stalls once its packet has not
  // changed for the stall time.
  const builds = createJobRequests({
    entity: () => entities.evidencePacket,
    keyOf: ({ naacTemplateId }: Pick<StoredEvidencePacket, 'naacTemplateId'>) => ({ naacTemplateId }),
    requestId: 'runId',
    startedOn: 'modifiedOn',
    runningFlag: 'checking',
  })

  return {
    ...builds,

    /** Starts a check of a built packet's links; false while it builds or another check runs. */
    startCheck: (templateId: string, runId: string, at: number) =>
      writtenUnlessConditionFails(() =>
        entities.evidencePacket
          .patch({ naacTemplateId: templateId })
          .set({ checking: true, runId, modifiedOn: at })
          .where(
            ({ status, checking, modifiedOn }, { eq, notExists, lt }) =>
              `${eq(status, 'COMPLETED')} AND (${notExists(checking)} OR ${lt(modifiedOn, at - JOB_STALLED_AFTER_MS)})`,
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
