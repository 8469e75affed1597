import { access, callerOf, createRoutes, describe, RecordSchema, validate } from '@campus/http'
import * as z from 'zod'
import { STAFF_READERS } from '../access-rules'
import type { NaacReports } from './reports'
import { EvidenceBodySchema, LinkParamSchema, TemplateQuerySchema } from './report.schemas'

const WHO = 'The administrator, or a user AUTHORIZED for any faculty (the IQAC coordinators)'
const PACKET =
  '`{ naacTemplateId, status: PROCESSING | COMPLETED | FAILED, checking, reason?, done, total, entries, documents, createdOn, modifiedOn, requestedByName, workbook?: { url, fileKey, bytes }, zip?: { url, fileKey, bytes }, parts: [{ url, fileKey, bytes, documents }], links: [{ linkId, link, entryId, facultyDeptName, label, fileName }], check?: { checkedOn, checked, brokenCount, broken: [{ linkId, link, label, fileName, problem }] } }`'

/** The portal's address, as the browser that asked sees it: where the stable links must lead. */
function originOf(origin: string | undefined, url: string) {
  if (origin && /^https?:\/\/[^\s/]+$/.test(origin)) return origin
  return new URL(url).origin
}

const TemplateParamSchema = z.object({ templateId: TemplateQuerySchema.shape.templateId })

/** Evidence packets per NAAC metric and their stable links (college-needs.md e1). */
export const evidenceRoutes = ({ reports }: { reports: NaacReports }) =>
  createRoutes()
    .get(
      '/boot/naacEvidence/doc/:linkId',
      access('public'),
      describe({
        summary:
          "An evidence document's stable link, for NAAC's reviewers (no sign-in): a 302 to the document (a 10-minute link; PDFs and images open in the browser). A link whose entry was deleted or unapproved, or whose file was replaced or is missing, is a 404 saying so",
        responseDescription: '302 to the document, or 404 text/plain',
      }),
      validate('param', LinkParamSchema),
      async (c) => {
        const opened = await reports.evidence.open(c.req.valid('param').linkId)
        if ('url' in opened) return c.redirect(opened.url, 302)
        return c.text(`This evidence link no longer opens its document: ${opened.problem}`, 404)
      },
    )
    .post(
      '/boot/naacEvidence',
      access(STAFF_READERS, 'college'),
      describe({
        summary: `Build a template's evidence packet: \`{ naacTemplateId }\`. ${WHO}. 409 PACKET_PROCESSING while one is built or checked`,
        response: RecordSchema,
        responseDescription: `202 the packet: ${PACKET}`,
      }),
      validate('json', EvidenceBodySchema),
      async (c) => {
        const origin = originOf(c.req.header('origin'), c.req.url)
        return c.json(
          await reports.evidence.build(callerOf(c), c.req.valid('json').naacTemplateId, origin),
          202,
        )
      },
    )
    .get(
      '/boot/naacEvidence/:templateId',
      access(STAFF_READERS, 'college'),
      describe({
        summary: `A template's evidence packet with its downloads, links and last link check. ${WHO}`,
        response: RecordSchema.nullable(),
        responseDescription: `\`null\` or ${PACKET}`,
      }),
      validate('param', TemplateParamSchema),
      async (c) => c.json(await reports.evidence.find(callerOf(c), c.req.valid('param').templateId), 200),
    )
    .post(
      '/boot/naacEvidence/:templateId/check',
      access(STAFF_READERS, 'college'),
      describe({
        summary: `Check every link of a built packet again. ${WHO}. 404 before a packet is built; 409 while it is built or checked`,
        response: RecordSchema,
        responseDescription: `202 the packet, \`checking: true\`: ${PACKET}`,
      }),
      validate('param', TemplateParamSchema),
      async (c) => c.json(await reports.evidence.check(callerOf(c), c.req.valid('param').templateId), 202),
    )
