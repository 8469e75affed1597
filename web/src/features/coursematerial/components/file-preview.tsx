import { inlineKindOf } from '@campus/files/rules'
import { Alert, Button, Group, Image, Loader, Modal, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import type { Material } from '../api/materials'
import { useStaffTranslation } from '@/lib/i18n/staff'

type MaterialFile = NonNullable<Material['file']>

/** Whether a file can be shown in the page: a PDF or an image the server serves inline. */
export const previewable = (file: MaterialFile | undefined): file is MaterialFile & { previewUrl: string } =>
  Boolean(file?.previewUrl && inlineKindOf(file.fileName))

/**
 * A PDF shown in a frame. The file is read into this page first and framed from a `blob:` address: storage's
 * own address is another origin the portal's CSP does not let frames load, and a blob keeps the file's type.
 */
function PdfFrame({ url, title }: { url: string; title: string }) {
  const { t } = useStaffTranslation('coursematerial')
  const [blobUrl, setBlobUrl] = useState<string>()
  const [failure, setFailure] = useState<string>()
  useEffect(() => {
    const controller = new AbortController()
    let created: string | undefined
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(t('preview.storageAnswered', { status: response.status }))
        created = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }))
        setBlobUrl(created)
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setFailure(error instanceof Error ? error.message : t('preview.loadFailed'))
      })
    return () => {
      controller.abort()
      if (created) URL.revokeObjectURL(created)
    }
  }, [url, t])
  if (failure)
    return (
      <Alert color="red" title={t('preview.notLoaded')}>
        {t('preview.downloadInstead', { failure })}
      </Alert>
    )
  if (!blobUrl) return <Loader aria-label={t('preview.loading')} />
  return (
    <iframe
      src={blobUrl}
      title={title}
      data-testid="pdf-preview"
      style={{ width: '100%', height: '70vh', border: 0 }}
    />
  )
}

/** A material's file shown in the page (a PDF in a frame, an image as a picture), with its download below. */
export function FilePreviewModal({
  title,
  file,
  onClose,
}: {
  title: string
  file: MaterialFile & { previewUrl: string }
  onClose: () => void
}) {
  const { t } = useStaffTranslation('coursematerial')
  const phone = useMediaQuery('(max-width: 36em)')
  const label = t('preview.label', { fileName: file.fileName })
  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={phone}>
      <Stack>
        {inlineKindOf(file.fileName) === 'pdf' ? (
          <PdfFrame url={file.previewUrl} title={label} />
        ) : (
          <Image src={file.previewUrl} alt={label} fit="contain" mah="70vh" />
        )}
        <Group justify="flex-end">
          <Button component="a" href={file.url} variant="default">
            {t('preview.download', { fileName: file.fileName })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
