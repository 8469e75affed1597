import { attachmentDisposition } from '@campus/files'
import type { Context } from 'hono'
import type { WorkbookNotice } from '../reports/workbook-notice'

/**
 * A workbook notice as the answer: a short text file with the status, and when a build is running, when to ask
 * again. The legacy client saves any download it gets, so this is what its user reads instead of an error body.
 */
export const noticeResponse = (c: Context, notice: WorkbookNotice) =>
  c.body(notice.text, notice.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Disposition': attachmentDisposition(notice.fileName),
    ...(notice.retryAfterSeconds ? { 'Retry-After': String(notice.retryAfterSeconds) } : {}),
  })
