import { forbidden } from '@campus/core'

/*
 * Who may do what with uploads. Every signed-in user uploads (students hand in assignments, applicants send
 * documents); the legacy external calls take no token at all (legacy-client.md 1.1). An upload is its
 * uploader's until a record claims it; after that only the record's domain releases it (`@campus/files`).
 */

/** Only the uploader deletes an upload that no record holds. */
export function assertUploader(userId: string, upload: { uploadedBy: string }) {
  if (upload.uploadedBy === userId) return
  throw forbidden('Only the person who uploaded this file can delete it.')
}
