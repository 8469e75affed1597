import type { FilePurpose } from '@campus/files/rules'
import { useEffect, useRef, useState } from 'react'
import { notify } from '@/lib/notify'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { checkFile, type UploadedFile, uploadFile } from './upload-file'

/** An upload under way: the file's name and how much of it has gone, 0 to 1. */
export interface UploadInProgress {
  fileName: string
  progress: number
  cancel: () => void
}

/**
 * Uploads one file at a time for a purpose: checked in the browser with the purpose's rule (the legacy
 * messages), then sent with its progress (see uploadFile). A new file or leaving the screen stops the one
 * under way. Success and failure are toasted; the failure is kept to be shown too.
 */
export function useFileUpload({
  purpose,
  extensions,
  uploadedMessage,
  onUploaded,
  onUploadingChange,
}: {
  purpose: FilePurpose
  /** A NAAC field's extensions, checked on top of the purpose's rule. */
  extensions?: readonly string[] | undefined
  /** The toast once uploaded; "<name> uploaded" when left out. */
  uploadedMessage?: string | undefined
  onUploaded: (file: UploadedFile) => void
  /** Told when an upload starts and ends, so a form can wait for it. */
  onUploadingChange?: ((uploading: boolean) => void) | undefined
}) {
  const { t } = useStaffTranslation('components')
  const [upload, setUpload] = useState<UploadInProgress>()
  const [failure, setFailure] = useState<string>()
  const active = useRef<AbortController>(null)
  // Leaving the screen mid-upload stops it.
  useEffect(() => () => active.current?.abort(), [])

  async function pick(file: File) {
    setFailure(undefined)
    const refusal = checkFile(purpose, file, extensions)
    if (refusal) {
      setFailure(refusal)
      notify('error', refusal)
      return
    }
    active.current?.abort()
    const controller = new AbortController()
    active.current = controller
    const cancel = () => controller.abort()
    // Progress of an upload that a newer one replaced is not shown.
    const mine = (current: UploadInProgress | undefined): current is UploadInProgress =>
      current?.cancel === cancel
    setUpload({ fileName: file.name, progress: 0, cancel })
    onUploadingChange?.(true)
    try {
      const uploaded = await uploadFile(purpose, file, {
        t,
        extensions,
        signal: controller.signal,
        onProgress: (progress) =>
          setUpload((current) => (mine(current) ? { ...current, progress } : current)),
      })
      onUploaded(uploaded)
      notify('success', uploadedMessage ?? t('attachment.uploaded', { name: uploaded.fileName }))
    } catch (error) {
      if (!controller.signal.aborted) {
        const message = error instanceof Error ? error.message : t('attachment.failed')
        setFailure(message)
        notify('error', message)
      }
    } finally {
      setUpload((current) => (mine(current) ? undefined : current))
      onUploadingChange?.(false)
    }
  }

  return { upload, failure, pick }
}
