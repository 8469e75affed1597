import { Alert, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { TypedText } from '@/components/ui/typed-text'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { LanguageSelect } from '@/components/ui/language-select'
import { useCollege } from '@/lib/college'
import { useErrorText } from '@/lib/i18n/error-text'
import { fileOf, usePublicAnnouncement } from '../api/announcements'
import { AttachmentLink } from '../components/attachment-link'
import { fileNameOf, isJpeg } from '../utils/format'

function Attachment({ file }: { file: { url?: string; fileKey: string } | undefined }) {
  const { t } = useTranslation('announcements')
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('attachment')}</Text>
      {file?.url && isJpeg(file.fileKey) ? (
        <a href={file.url} target="_blank" rel="noopener noreferrer">
          <Image
            src={file.url}
            alt={t('attachmentPicture', { name: fileNameOf(file.fileKey) })}
            radius="sm"
            maw="100%"
            fit="contain"
            mah={600}
          />
        </a>
      ) : (
        <AttachmentLink file={file} />
      )}
    </Stack>
  )
}

/**
 * view-sms/{id}: a shared announcement (the link its SMS carries), without signing in and without the shell:
 * the college, the title, the message and the attachment (a jpg or jpeg shown as a picture, anything else as
 * a link, dashes when there is none). One column, so it reads on a phone.
 */
export function Component() {
  const { id = '' } = useParams()
  const { data: college } = useCollege()
  const announcement = usePublicAnnouncement(id)
  const collegeName = typeof college?.name === 'string' ? college.name : undefined
  const missing = announcement.error && [400, 404].includes(announcement.error.status)
  const { t } = useTranslation('announcements')
  const errorText = useErrorText()

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <LanguageSelect />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Image src="/logo.svg" alt="Campus Portal" w={160} h={40} fit="contain" />
        {collegeName && (
          <Text fw={600} size="sm">
            {collegeName}
          </Text>
        )}
      </Group>
      {missing ? (
        <Alert color="yellow" title={t('notAvailable.title')}>
          {t('notAvailable.body')}
        </Alert>
      ) : announcement.error ? (
        <Alert color="red" title={t('loadFailed')}>
          {errorText(announcement.error)}
        </Alert>
      ) : !announcement.data ? (
        <Skeleton h={240} />
      ) : (
        <Paper withBorder radius="md">
          <Paper bg="blue.8" c="white" px="md" py="sm" radius={0} style={{ borderRadius: '8px 8px 0 0' }}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {announcement.data.title}
            </Title>
          </Paper>
          <Stack p="md" gap="md">
            <TypedText>{announcement.data.message}</TypedText>
            <Attachment file={fileOf(announcement.data)} />
          </Stack>
        </Paper>
      )}
    </Stack>
  )
}
