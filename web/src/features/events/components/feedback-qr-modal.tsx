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
import { useStaffTranslation } from '@/lib/i18n/staff'

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
  const { t } = useStaffTranslation('events')
  const templates = useFeedbackTemplates()
  const [templateId, setTemplateId] = useState<string | null>(event.feedbackTemplateId ?? null)
  const [error, setError] = useState<string>()
  const [making, setMaking] = useState(false)
  const [made, setMade] = useState<{ link: FeedbackQr; url: string; code: QrCode }>()

  async function make(submitted: FormEvent) {
    submitted.preventDefault()
    if (!templateId) return setError(t('qr.chooseTemplate'))
    setMaking(true)
    setError(undefined)
    try {
      const link = await createFeedbackQr({ eventId: event.id, feedbackTemplateId: templateId })
      const url = `${location.origin}${link.feedbackPath}`
      setMade({ link, url, code: await renderQrCode(url) })
      onSaved()
    } catch (failure) {
      if (failure instanceof ApiError) notify('error', failure.message)
      else notify('error', t('qr.failed'))
    } finally {
      setMaking(false)
    }
  }

  const choices = (templates.data ?? []).map((template) => ({
    value: template.id,
    label: template.status === 'CLOSED' ? t('qr.closedTemplate', { name: template.name }) : template.name,
  }))

  return (
    <Modal opened onClose={onClose} title={t('qr.title', { name: event.name })} size="lg">
      {made ? (
        <Stack align="center">
          <Image
            src={made.code.svgUrl}
            alt={t('qr.alt', { name: event.name })}
            w={256}
            h={256}
            data-testid="feedback-qr"
          />
          <Text size="sm" ta="center">
            {t('qr.until', { date: formatDate(made.link.expiresOn) })}
          </Text>
          <Text size="sm" ta="center">
            {t('qr.scanOrOpen')}{' '}
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
              {t('qr.downloadPng')}
            </Button>
            <Button variant="default" onClick={() => saveSvg(qrFileName(event.name, 'svg'), made.code.svg)}>
              {t('qr.downloadSvg')}
            </Button>
            <Button
              variant="default"
              onClick={() => printQrCode({ title: event.name, link: made.url, svgUrl: made.code.svgUrl }, t)}
            >
              {t('qr.print')}
            </Button>
          </Group>
          <Group justify="flex-end" w="100%">
            <Button variant="subtle" onClick={() => setMade(undefined)}>
              {t('qr.another')}
            </Button>
            <Button onClick={onClose}>{t('qr.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(submitted) => void make(submitted)} noValidate>
          <Stack>
            <LoadError title={t('qr.loadError')} error={templates.error} />
            {templates.isLoading ? (
              <Skeleton h={60} />
            ) : (
              <Select
                label={t('qr.template')}
                placeholder={choices.length ? t('qr.choose') : t('qr.noTemplates')}
                data={choices}
                value={templateId}
                onChange={setTemplateId}
                error={error}
                searchable
                required
              />
            )}
            <Text size="sm" c="dimmed">
              {t('qr.note')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('qr.cancel')}
              </Button>
              <Button type="submit" loading={making} disabled={!!templates.error}>
                {t('qr.make')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
