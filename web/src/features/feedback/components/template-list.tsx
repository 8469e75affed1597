import { Button, Group, Table } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { OnOffBadge } from '@/components/ui/status-badge'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { RowAction } from '@/components/ui/row-action'
import { paths } from '@/config/paths'
import type { CurrentUserRecord } from '@/lib/current-user'
import { notify } from '@/lib/notify'
import { refreshFeedback } from '../api/refresh'
import { setTemplateStatus, type TemplateRecord, useTemplates } from '../api/templates'
import { mayManageFeedback } from '../utils/access'
import { TemplateViewModal } from './template-view-modal'
import { NumberedListPage } from './numbered-list-page'

type Dialog = { kind: 'view' | 'status'; template: TemplateRecord }

/** Whether a template's form takes answers. */
function FormStatus({ status }: { status: TemplateRecord['status'] }) {
  return <OnOffBadge on={status === 'OPEN'}>{status === 'OPEN' ? 'Open' : 'Closed'}</OnOffBadge>
}

/** Every feedback template, newest first, with its questions and whether its form takes answers. */
export function TemplateList({ user }: { user: CurrentUserRecord }) {
  const templates = useTemplates()
  const manager = mayManageFeedback(user)
  const [dialog, setDialog] = useState<Dialog>()
  const close = () => setDialog(undefined)

  async function toggle(template: TemplateRecord) {
    const closing = template.status === 'OPEN'
    await setTemplateStatus(template.id, closing ? 'CLOSED' : 'OPEN')
    notify('success', closing ? `${template.name} closed` : `${template.name} reopened`)
    void refreshFeedback()
  }

  return (
    <NumberedListPage
      title="Feedback Template"
      action={
        manager && (
          <Button component={Link} to={paths.feedbackCreate.href()}>
            Create
          </Button>
        )
      }
      list={templates}
      noun="feedback templates"
      emptyNote="Sorry ! No Feedback Template found!."
      scroll={{ minWidth: 360 }}
      headers={
        <>
          <Table.Th>Feedback</Table.Th>
          <Table.Th w={100}>Status</Table.Th>
          <Table.Th w={manager ? 220 : 90}>View</Table.Th>
        </>
      }
      name={(template) => template.name}
      cells={(template) => (
        <>
          <Table.Td>
            <FormStatus status={template.status} />
          </Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <RowAction
                label="View"
                of={template.name}
                size="compact-sm"
                onClick={() => setDialog({ kind: 'view', template })}
              />
              {manager && (
                <RowAction
                  label={template.status === 'OPEN' ? 'Close form' : 'Reopen form'}
                  of={template.name}
                  size="compact-sm"
                  variant="default"
                  onClick={() => setDialog({ kind: 'status', template })}
                />
              )}
            </Group>
          </Table.Td>
        </>
      )}
    >
      {dialog?.kind === 'view' && <TemplateViewModal template={dialog.template} onClose={close} />}
      {dialog?.kind === 'status' && (
        <ConfirmDialog
          question={
            dialog.template.status === 'OPEN'
              ? `Close the form of ${dialog.template.name}?`
              : `Reopen the form of ${dialog.template.name}?`
          }
          confirmLabel={dialog.template.status === 'OPEN' ? 'Close form' : 'Reopen form'}
          cancelLabel="Cancel"
          confirmColor={dialog.template.status === 'OPEN' ? 'red' : 'blue'}
          onConfirm={() => toggle(dialog.template)}
          onClose={close}
        >
          {dialog.template.status === 'OPEN'
            ? 'Its form stops taking answers; anyone who opens its link or QR code is told it is closed. Answers already given stay in the reports.'
            : 'Its form takes answers again from its link or QR code.'}
        </ConfirmDialog>
      )}
    </NumberedListPage>
  )
}
