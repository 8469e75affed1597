import { Button, Table } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { OnOffBadge } from '@/components/ui/status-badge'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { RowActions } from '@/components/ui/row-actions'
import { OneLineText } from '@/components/ui/table-columns'
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
      scroll={{ minWidth: 300 }}
      headers={
        <>
          <Table.Th>Feedback</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>View</Table.Th>
        </>
      }
      name={(template) => <OneLineText text={template.name} />}
      cells={(template) => (
        <>
          <Table.Td>
            <FormStatus status={template.status} />
          </Table.Td>
          <Table.Td>
            {/* On a phone the actions fold into a menu, so the template's name keeps its room. */}
            <RowActions
              of={template.name}
              menuBelow="xs"
              actions={[
                { label: 'View', onClick: () => setDialog({ kind: 'view', template }) },
                ...(manager
                  ? [
                      {
                        label: template.status === 'OPEN' ? 'Close form' : 'Reopen form',
                        onClick: () => setDialog({ kind: 'status', template }),
                      },
                    ]
                  : []),
              ]}
            />
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
