import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Labelled } from '@/components/ui/labelled-value'
import { LoadError } from '@/components/ui/load-error'
import { notify } from '@/lib/notify'
import {
  type AnnouncementReceiver,
  deleteAnnouncement,
  useAnnouncement,
  useAnnouncementLink,
  useReceivers,
} from '../api/announcements'
import { MessageAndAttachment } from './message-and-attachment'
import { PublicLink } from './public-link'
import { useStaffTranslation } from '@/lib/i18n/staff'

type ReceiverType = AnnouncementReceiver['usertype']

/** The receiver types in the order their buttons show; their words come from `sentModal.types`. */
const TYPES: ReceiverType[] = ['HOD', 'FACULTY', 'STUDENT', 'PARENT']

function ReceiverList({
  label,
  receivers,
  onBack,
}: {
  label: string
  receivers: AnnouncementReceiver[]
  onBack: () => void
}) {
  const { t } = useStaffTranslation('announcementsStaff')
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{t('sentModal.receiversOf', { type: label, count: receivers.length })}</Text>
        <Button variant="default" size="xs" onClick={onBack}>
          {t('sentModal.back')}
        </Button>
      </Group>
      <Table striped aria-label={t('sentModal.receiversLabel', { type: label })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>#</Table.Th>
            <Table.Th>{t('sentModal.name')}</Table.Th>
            <Table.Th>{t('sentModal.email')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receivers.map((receiver, index) => (
            <Table.Tr key={`${receiver.name}-${index}`}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>{receiver.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{receiver.email || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}

function Receivers({ id }: { id: string }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const receivers = useReceivers(id)
  const [shown, setShown] = useState<ReceiverType>()
  if (receivers.error) return <LoadError title={t('sentModal.receiversLoadError')} error={receivers.error} />
  if (!receivers.data) return <Skeleton h={60} />
  const all = receivers.data
  const of = (type: ReceiverType) => all.filter((receiver) => receiver.usertype === type)
  if (shown)
    return (
      <ReceiverList
        label={t(`sentModal.types.${shown}`)}
        receivers={of(shown)}
        onBack={() => setShown(undefined)}
      />
    )
  return (
    <Labelled label={t('sentModal.receivers')}>
      <Group gap="xs" mt={4}>
        {TYPES.map((type) => {
          const label = t(`sentModal.types.${type}`)
          const count = of(type).length
          return (
            <Button
              key={type}
              size="xs"
              // Mantine's light variant (blue on a pale tint) falls short of AA contrast for small text.
              variant="default"
              disabled={!count}
              aria-label={t('sentModal.typeCountLabel', { type: label, count })}
              onClick={() => setShown(type)}
            >
              {t('sentModal.typeCount', { type: label, count })}
            </Button>
          )
        })}
      </Group>
    </Labelled>
  )
}

function Link({ id }: { id: string }) {
  const { t } = useStaffTranslation('announcementsStaff')
  const link = useAnnouncementLink(id)
  if (link.error) return <LoadError title={t('sentModal.linkLoadError')} error={link.error} />
  if (!link.data) return <Skeleton h={40} />
  return <PublicLink randomKey={link.data.randomKey} />
}

/**
 * A sent announcement (legacy "Sent Announcement" popup): its title, message and attachment, its receivers by
 * type (each count opens the list), its public link, and Delete.
 */
export function SentAnnouncementModal({
  id,
  title,
  onClose,
  onDeleted,
}: {
  id: string
  title: string
  onClose: () => void
  onDeleted: () => unknown
}) {
  const { t } = useStaffTranslation('announcementsStaff')
  const announcement = useAnnouncement(id)
  const [deleting, setDeleting] = useState(false)

  return (
    <>
      <Modal opened={!deleting} onClose={onClose} title={title} size="lg">
        <Stack gap="md">
          <LoadError title={t('sentModal.loadError')} error={announcement.error} />
          {!announcement.data && !announcement.error && <Skeleton h={80} />}
          {announcement.data && (
            <>
              <MessageAndAttachment announcement={announcement.data} />
              {announcement.data.sms === 'YES' && (
                <Alert color="blue" variant="light" p="xs">
                  {t('sentModal.sentAsSms')}
                </Alert>
              )}
            </>
          )}
          <Receivers id={id} />
          <Link id={id} />
          <Group justify="flex-end">
            <Button color="red" variant="light" onClick={() => setDeleting(true)}>
              {t('sentModal.delete')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('sentModal.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {deleting && (
        <ConfirmDialog
          question={t('sentModal.deleteQuestion', { title })}
          confirmLabel={t('sentModal.delete')}
          cancelLabel={t('sentModal.cancel')}
          onConfirm={async () => {
            await deleteAnnouncement(id)
            notify('success', t('sentModal.deleted'))
            await onDeleted()
            onClose()
          }}
          onClose={() => setDeleting(false)}
        >
          {t('sentModal.deleteWarning')}
        </ConfirmDialog>
      )}
    </>
  )
}
