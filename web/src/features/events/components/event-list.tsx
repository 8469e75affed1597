import 'mantine-datatable/styles.css'
import type { CampusEvent } from '@campus/core'
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { DataTable } from 'mantine-datatable'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { formatDayMonthYear } from '@/lib/format'
import { PageControls } from '@/components/ui/page-controls'
import { ACTIONS_LIST_TABLE } from '@/components/ui/list-table'
import { type RowActionItem, RowActions } from '@/components/ui/row-actions'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import type { CurrentUserRecord } from '@/lib/current-user'
import { notify } from '@/lib/notify'
import { deleteEvent, useEventList } from '../api/events'
import { mayAddEvents, mayChangeEvent, mayMakeFeedbackQr, mayReadFeedbackReport } from '../utils/access'
import { EventFormModal } from './event-form-modal'
import { FeedbackQrModal } from './feedback-qr-modal'

type Dialog =
  | { kind: 'form'; event?: CampusEvent }
  | { kind: 'delete'; event: CampusEvent }
  | { kind: 'qr'; event: CampusEvent }

const SHOW_CHOICES = [
  { value: 'all', label: 'All events' },
  { value: 'mine', label: 'Events I added' },
]

/** event-filter: events newest first, with add, edit, delete and the feedback QR code of each. */
export function EventList({ user }: { user: CurrentUserRecord }) {
  const [show, setShow] = useState('all')
  const [depType, setDepType] = useState('')
  const [typed] = useDebouncedValue(depType.trim(), 400)
  const list = useEventList({
    createdBy: show === 'mine' ? user.id : undefined,
    depType: typed || undefined,
  })
  const [dialog, setDialog] = useState<Dialog>()
  const close = () => setDialog(undefined)
  const reload = () => void list.reload()

  /** What the reader may do with an event: change it, make its feedback QR code, read its feedback. */
  const actionsOf = (event: CampusEvent): RowActionItem[] => [
    ...(mayChangeEvent(user, event)
      ? [
          { label: 'Edit', onClick: () => setDialog({ kind: 'form', event }) },
          { label: 'Delete', color: 'red', onClick: () => setDialog({ kind: 'delete', event }) },
        ]
      : []),
    ...(mayMakeFeedbackQr(user, event)
      ? [{ label: 'Feedback QR', onClick: () => setDialog({ kind: 'qr', event }) }]
      : []),
    ...(event.feedbackTemplateId && mayReadFeedbackReport(user)
      ? [{ label: 'Feedback report', to: paths.feedbackReport.href(event.id, event.name) }]
      : []),
  ]

  return (
    <Stack>
      {mayAddEvents(user) && (
        <Group justify="flex-end">
          <Button onClick={() => setDialog({ kind: 'form' })}>Add event</Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Show"
          data={SHOW_CHOICES}
          value={show}
          onChange={(value) => setShow(value ?? 'all')}
          allowDeselect={false}
        />
        <TextInput
          label="Department type"
          placeholder="All"
          value={depType}
          onChange={(change) => setDepType(change.currentTarget.value)}
        />
      </SimpleGrid>
      <LoadError title="The events did not load" error={list.error} />
      <DataTable<CampusEvent>
        aria-label="Events"
        {...ACTIONS_LIST_TABLE}
        fetching={list.isLoading}
        records={list.records ?? []}
        noRecordsText="No events yet"
        columns={[
          {
            accessor: 'name',
            title: 'Event',
            noWrap: true,
            render: (event) => <OneLineText text={event.name} />,
          },
          {
            accessor: 'from',
            title: 'Date',
            noWrap: true,
            render: (event) => formatDayMonthYear(event.from),
          },
          { accessor: 'depType', title: 'Department type', ...shownFrom('md') },
          {
            accessor: 'speakers',
            title: 'Speakers',
            ...shownFrom('lg'),
            render: (event) =>
              event.speakers.length ? (
                <Stack gap={2}>
                  {event.speakers.map((speaker, index) => (
                    <Text key={index} size="sm">
                      {speaker.name}
                      <Text span size="sm" c="dimmed">
                        {`, ${speaker.designation}`}
                      </Text>
                    </Text>
                  ))}
                </Stack>
              ) : (
                '—'
              ),
          },
          {
            accessor: 'actions',
            title: 'Actions',
            render: (event) => <RowActions of={event.name} menuBelow="sm" actions={actionsOf(event)} />,
          },
        ]}
      />
      <PageControls list={list} />
      {dialog?.kind === 'form' && (
        <EventFormModal
          key={dialog.event?.id ?? 'new'}
          event={dialog.event}
          onClose={close}
          onSaved={reload}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          question={`Delete ${dialog.event.name}?`}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onClose={close}
          onConfirm={async () => {
            await deleteEvent(dialog.event.id)
            notify('success', 'Event deleted')
            reload()
          }}
        >
          The event and its speakers are removed. Feedback already given stays with the feedback template.
        </ConfirmDialog>
      )}
      {dialog?.kind === 'qr' && <FeedbackQrModal event={dialog.event} onClose={close} onSaved={reload} />}
    </Stack>
  )
}
