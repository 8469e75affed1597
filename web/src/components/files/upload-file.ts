import type { FilesApp } from '@api/files/app'
import { type FilePurpose, fileRule } from '@campus/files/rules'
import type { TFunction } from 'i18next'
import { hc } from 'hono/client'
import { apiFetch, call } from '@/lib/api-client'
import { requestFinished, requestStarted } from '@/lib/loading'

const filesApi = hc<FilesApp>('/', { fetch: apiFetch })

/** An uploaded file: the reference a record claims (`{ versionId, fileKey }`), its name and size. */
export interface UploadedFile {
  /**
   * As the upload answered it, passed on unchanged: a claim checks it (an upload without a token carries its
   * claim secret in it; these signed-in uploads are attached by their uploader only).
   */
  versionId: string
  fileKey: string
  fileName: string
  size: number
}

/**
 * Why a file cannot be uploaded for `purpose` (the legacy message), or undefined when it may be. `extensions`
 * are a NAAC field's (`pdf`, `(pdf|PDF)`).
 */
export function checkFile(
  purpose: FilePurpose,
  file: Pick<File, 'name' | 'size'>,
  extensions?: readonly string[],
): string | undefined {
  const rule = fileRule(purpose, file.name, file.size, extensions)
  return rule.ok ? undefined : rule.message
}

/** What storage answers a refused POST with (S3's XML error codes), as a reader's sentence. */
function storageRefusal(status: number, body: string, t: TFunction<'components'>) {
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1]
  if (code === 'EntityTooLarge') return t('upload.tooLarge')
  if (code === 'AccessDenied' && /expired/i.test(body)) return t('upload.expired')
  return t('upload.refused', { code: code ?? String(status) })
}

/**
 * POSTs the file to storage with the presigned fields (the file last, as S3 requires). XMLHttpRequest rather
 * than fetch because only it reports upload progress.
 */
function postToStorage(
  url: string,
  fields: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal | undefined,
  t: TFunction<'components'>,
) {
  return new Promise<void>((resolve, reject) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('file', file)
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(storageRefusal(request.status, request.responseText, t)))
    request.onerror = () => reject(new Error(t('upload.notSent')))
    request.onabort = () => reject(new DOMException(t('upload.cancelled'), 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    requestStarted()
    request.addEventListener('loadend', requestFinished, { once: true })
    request.send(form)
  })
}

/**
 * Uploads a file for a purpose (docs/adr/0026): the server names a key and signs a POST limited to the
 * purpose's size (`POST /api/s3/uploads`), the browser sends the file straight to storage, and the server
 * checks what arrived (its first bytes against its extension) before it answers the reference
 * (`POST /api/s3/uploads/confirm`). A refusal at any step throws with the reason.
 */
export async function uploadFile(
  purpose: FilePurpose,
  file: File,
  {
    onProgress = () => {},
    signal,
    extensions,
    t,
  }: {
    /** The words of a refusal by storage (components namespace). */
    t: TFunction<'components'>
    onProgress?: (fraction: number) => void
    signal?: AbortSignal
    /** A NAAC field's extensions: checked here and by the server before it signs the upload. */
    extensions?: readonly string[]
  },
): Promise<UploadedFile> {
  const refusal = checkFile(purpose, file, extensions)
  if (refusal) throw new Error(refusal)
  const upload = await call(
    filesApi.api.s3.uploads.$post({
      json: {
        purpose,
        fileName: file.name,
        size: file.size,
        ...(file.type ? { contentType: file.type } : {}),
        ...(extensions?.length ? { extensions: [...extensions] } : {}),
      },
    }),
  )
  await postToStorage(upload.url, upload.fields, file, onProgress, signal, t)
  signal?.throwIfAborted()
  const stored = await call(filesApi.api.s3.uploads.confirm.$post({ json: { fileKey: upload.fileKey } }))
  onProgress(1)
  return { versionId: stored.versionId, fileKey: stored.fileKey, fileName: file.name, size: file.size }
}
