import { inlineKindOf } from '@campus/files/rules'
import { Alert, Button, Group, Image, Loader, Modal, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import type { Material } from '../api/materials'

type MaterialFile = NonNullable<Material['file']>

/** Whether a file can be shown in the page: a PDF or an image the server serves inline. */
export const previewable = (file: MaterialFile | undefined): file is MaterialFile & { previewUrl: string } =>
  Boolean(file?.previewUrl && inlineKindOf(file.fileName))

/**
 * A PDF shown in a frame. The file is read into this page first and framed from a `blob:` address: storage's
 * own address is another origin the portal's CSP does not let frames load, and a blob keeps the file's type.
 */
function PdfFrame({ url, title }: { url: string; title: string }) {
  const [blobUrl, setBlobUrl] = useState<string>()
  const [failure, setFailure] = useState<string>()
  useEffect(() => {
    const controller = new AbortController()
    let created: string | undefined
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Storage answered ${response.status}.`)
        created = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }))
        setBlobUrl(created)
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setFailure(error instanceof Error ? error.message : 'The file did not load.')
      })
    return () => {
      controller.abort()
      if (created) URL.revokeObjectURL(created)
    }
  }, [url])
  if (failure)
    return (
      <Alert color="red" title="The preview did not load">
        {failure} Download the file instead.
      </Alert>
    )
  if (!blobUrl) return <Loader aria-label="Loading the preview" />
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
  const phone = useMediaQuery('(max-width: 36em)')
  const label = `Preview of ${file.fileName}`
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
            Download {file.fileName}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
