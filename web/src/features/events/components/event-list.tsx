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
import { useStaffTranslation } from '@/lib/i18n/staff'

type Dialog =
  | { kind: 'form'; event?: CampusEvent }
  | { kind: 'delete'; event: CampusEvent }
  | { kind: 'qr'; event: CampusEvent }

/** event-filter: events newest first, with add, edit, delete and the feedback QR code of each. */
export function EventList({ user }: { user: CurrentUserRecord }) {
  const { t } = useStaffTranslation('events')
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
          { label: t('list.edit'), onClick: () => setDialog({ kind: 'form', event }) },
          { label: t('list.delete'), color: 'red', onClick: () => setDialog({ kind: 'delete', event }) },
        ]
      : []),
    ...(mayMakeFeedbackQr(user, event)
      ? [{ label: t('list.feedbackQr'), onClick: () => setDialog({ kind: 'qr', event }) }]
      : []),
    ...(event.feedbackTemplateId && mayReadFeedbackReport(user)
      ? [{ label: t('list.feedbackReport'), to: paths.feedbackReport.href(event.id, event.name) }]
      : []),
  ]

  return (
    <Stack>
      {mayAddEvents(user) && (
        <Group justify="flex-end">
          <Button onClick={() => setDialog({ kind: 'form' })}>{t('list.add')}</Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('list.show')}
          data={[
            { value: 'all', label: t('list.all') },
            { value: 'mine', label: t('list.mine') },
          ]}
          value={show}
          onChange={(value) => setShow(value ?? 'all')}
          allowDeselect={false}
        />
        <TextInput
          label={t('list.departmentType')}
          placeholder={t('list.allDepartmentTypes')}
          value={depType}
          onChange={(change) => setDepType(change.currentTarget.value)}
        />
      </SimpleGrid>
      <LoadError title={t('list.loadError')} error={list.error} />
      <DataTable<CampusEvent>
        aria-label={t('list.table')}
        {...ACTIONS_LIST_TABLE}
        fetching={list.isLoading}
        records={list.records ?? []}
        noRecordsText={t('list.noRecords')}
        columns={[
          {
            accessor: 'name',
            title: t('list.event'),
            noWrap: true,
            render: (event) => <OneLineText text={event.name} />,
          },
          {
            accessor: 'from',
            title: t('list.date'),
            noWrap: true,
            render: (event) => formatDayMonthYear(event.from),
          },
          { accessor: 'depType', title: t('list.departmentType'), ...shownFrom('md') },
          {
            accessor: 'speakers',
            title: t('list.speakers'),
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
            title: t('list.actions'),
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
          question={t('delete.question', { name: dialog.event.name })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onClose={close}
          onConfirm={async () => {
            await deleteEvent(dialog.event.id)
            notify('success', t('delete.deleted'))
            reload()
          }}
        >
          {t('delete.body')}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'qr' && <FeedbackQrModal event={dialog.event} onClose={close} onSaved={reload} />}
    </Stack>
  )
}
