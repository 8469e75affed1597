import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadError } from '@/components/ui/load-error'
import { notify } from '@/lib/notify'
import {
  type AnnouncementReceiver,
  deleteAnnouncement,
  fileOf,
  useAnnouncement,
  useAnnouncementLink,
  useReceivers,
} from '../api/announcements'
import { AttachmentLink } from './attachment-link'
import { MessageText } from './message-text'
import { PublicLink } from './public-link'

type ReceiverType = AnnouncementReceiver['usertype']

const TYPES: { type: ReceiverType; label: string }[] = [
  { type: 'HOD', label: 'HOD' },
  { type: 'FACULTY', label: 'Faculty' },
  { type: 'STUDENT', label: 'Student' },
  { type: 'PARENT', label: 'Parent' },
]

function ReceiverList({
  label,
  receivers,
  onBack,
}: {
  label: string
  receivers: AnnouncementReceiver[]
  onBack: () => void
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{`${label} receivers (${receivers.length})`}</Text>
        <Button variant="default" size="xs" onClick={onBack}>
          Back
        </Button>
      </Group>
      <Table striped aria-label={`${label} receivers`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={50}>#</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
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
  const receivers = useReceivers(id)
  const [shown, setShown] = useState<ReceiverType>()
  if (receivers.error) return <LoadError title="The receivers did not load" error={receivers.error} />
  if (!receivers.data) return <Skeleton h={60} />
  const all = receivers.data
  const of = (type: ReceiverType) => all.filter((receiver) => receiver.usertype === type)
  const open = TYPES.find(({ type }) => type === shown)
  if (open)
    return <ReceiverList label={open.label} receivers={of(open.type)} onBack={() => setShown(undefined)} />
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Receivers
      </Text>
      <Group gap="xs" mt={4}>
        {TYPES.map(({ type, label }) => {
          const count = of(type).length
          return (
            <Button
              key={type}
              size="xs"
              // Mantine's light variant (blue on a pale tint) falls short of AA contrast for small text.
              variant="default"
              disabled={!count}
              aria-label={`${label}: ${count}, show them`}
              onClick={() => setShown(type)}
            >
              {`${label}: ${count}`}
            </Button>
          )
        })}
      </Group>
    </div>
  )
}

function Link({ id }: { id: string }) {
  const link = useAnnouncementLink(id)
  if (link.error) return <LoadError title="The public link did not load" error={link.error} />
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
  const announcement = useAnnouncement(id)
  const [deleting, setDeleting] = useState(false)

  return (
    <>
      <Modal opened={!deleting} onClose={onClose} title={title} size="lg">
        <Stack gap="md">
          <LoadError title="The announcement did not load" error={announcement.error} />
          {!announcement.data && !announcement.error && <Skeleton h={80} />}
          {announcement.data && (
            <>
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Message
                </Text>
                <MessageText>{announcement.data.message}</MessageText>
              </div>
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Attachment
                </Text>
                <AttachmentLink file={fileOf(announcement.data)} />
              </div>
              {announcement.data.sms === 'YES' && (
                <Alert color="blue" variant="light" p="xs">
                  Sent as SMS too.
                </Alert>
              )}
            </>
          )}
          <Receivers id={id} />
          <Link id={id} />
          <Group justify="flex-end">
            <Button color="red" variant="light" onClick={() => setDeleting(true)}>
              Delete
            </Button>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
      {deleting && (
        <ConfirmDialog
          question={`Delete ${title}?`}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onConfirm={async () => {
            await deleteAnnouncement(id)
            notify('success', 'Announcement deleted')
            await onDeleted()
            onClose()
          }}
          onClose={() => setDeleting(false)}
        >
          Its receivers will no longer see it, and its public link stops working. SMS already sent stay sent.
        </ConfirmDialog>
      )}
    </>
  )
}
