import type { CampusEvent, FeedbackQr } from '@campus/core'
import { Anchor, Button, Group, Image, Modal, Select, Skeleton, Stack, Text } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { ApiError } from '@/lib/api-error'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notify'
import { saveUrl } from '@/lib/save-file'
import { createFeedbackQr, useFeedbackTemplates } from '../api/events'
import { printQrCode, type QrCode, qrFileName, renderQrCode, saveSvg } from '../utils/qr-code'

/**
 * Feedback QR: pick the feedback template the event's QR code opens, then show the code of the public form
 * with its link, to download as PNG or SVG or to print.
 */
export function FeedbackQrModal({
  event,
  onClose,
  onSaved,
}: {
  event: CampusEvent
  onClose: () => void
  onSaved: () => void
}) {
  const templates = useFeedbackTemplates()
  const [templateId, setTemplateId] = useState<string | null>(event.feedbackTemplateId ?? null)
  const [error, setError] = useState<string>()
  const [making, setMaking] = useState(false)
  const [made, setMade] = useState<{ link: FeedbackQr; url: string; code: QrCode }>()

  async function make(submitted: FormEvent) {
    submitted.preventDefault()
    if (!templateId) return setError('Choose a feedback template')
    setMaking(true)
    setError(undefined)
    try {
      const link = await createFeedbackQr({ eventId: event.id, feedbackTemplateId: templateId })
      const url = `${location.origin}${link.feedbackPath}`
      setMade({ link, url, code: await renderQrCode(url) })
      onSaved()
    } catch (failure) {
      if (failure instanceof ApiError) notify('error', failure.message)
      else notify('error', 'The QR code could not be made. Try again in a moment.')
    } finally {
      setMaking(false)
    }
  }

  const choices = (templates.data ?? []).map((template) => ({
    value: template.id,
    label: template.status === 'CLOSED' ? `${template.name} (closed)` : template.name,
  }))

  return (
    <Modal opened onClose={onClose} title={`Feedback QR: ${event.name}`} size="lg">
      {made ? (
        <Stack align="center">
          <Image
            src={made.code.svgUrl}
            alt={`QR code of the feedback form for ${event.name}`}
            w={256}
            h={256}
            data-testid="feedback-qr"
          />
          <Text size="sm" ta="center">
            The code takes answers until {formatDate(made.link.expiresOn)}; make it again for a new one.
          </Text>
          <Text size="sm" ta="center">
            Scan the code, or open{' '}
            <Anchor
              href={made.url}
              target="_blank"
              rel="noopener noreferrer"
              style={{ wordBreak: 'break-all' }}
            >
              {made.url}
            </Anchor>
          </Text>
          <Group justify="center">
            <Button
              variant="default"
              onClick={() => saveUrl(made.code.pngUrl, qrFileName(event.name, 'png'))}
            >
              Download PNG
            </Button>
            <Button variant="default" onClick={() => saveSvg(qrFileName(event.name, 'svg'), made.code.svg)}>
              Download SVG
            </Button>
            <Button
              variant="default"
              onClick={() => printQrCode({ title: event.name, link: made.url, svgUrl: made.code.svgUrl })}
            >
              Print
            </Button>
          </Group>
          <Group justify="flex-end" w="100%">
            <Button variant="subtle" onClick={() => setMade(undefined)}>
              Choose another template
            </Button>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(submitted) => void make(submitted)} noValidate>
          <Stack>
            <LoadError title="The feedback templates did not load" error={templates.error} />
            {templates.isLoading ? (
              <Skeleton h={60} />
            ) : (
              <Select
                label="Feedback template"
                placeholder={choices.length ? 'Choose one' : 'No feedback templates yet'}
                data={choices}
                value={templateId}
                onChange={setTemplateId}
                error={error}
                searchable
                required
              />
            )}
            <Text size="sm" c="dimmed">
              Anyone with the code can answer the form without signing in, once per browser; it asks no
              student details. The code works until 30 days after the event.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={making} disabled={!!templates.error}>
                Make QR code
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
