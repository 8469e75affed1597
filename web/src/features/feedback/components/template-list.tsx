import { Badge, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadError } from '@/components/ui/load-error'
import { RowAction } from '@/components/ui/row-action'
import { paths } from '@/config/paths'
import type { CurrentUserRecord } from '@/lib/current-user'
import { notify } from '@/lib/notify'
import { refreshFeedback } from '../api/refresh'
import { setTemplateStatus, type TemplateRecord, useTemplates } from '../api/templates'
import { mayManageFeedback } from '../utils/access'
import { TemplateViewModal } from './template-view-modal'
import { NumberedRows } from './numbered-rows'

type Dialog = { kind: 'view' | 'status'; template: TemplateRecord }

/** Filled AA shades: a closed form is grey, an open one teal. */
function FormStatus({ status }: { status: TemplateRecord['status'] }) {
  return (
    <Badge color={status === 'OPEN' ? 'teal.9' : 'gray.7'} variant="filled">
      {status === 'OPEN' ? 'Open' : 'Closed'}
    </Badge>
  )
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
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Feedback Template
        </Title>
        {manager && (
          <Button component={Link} to={paths.feedbackCreate.href()}>
            Create
          </Button>
        )}
      </Group>
      <LoadError title="The feedback templates did not load" error={templates.error} />
      {!templates.data && !templates.error ? (
        <Skeleton h={200} />
      ) : templates.data?.length ? (
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder aria-label="Feedback templates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>#</Table.Th>
                <Table.Th>Feedback</Table.Th>
                <Table.Th w={100}>Status</Table.Th>
                <Table.Th w={manager ? 220 : 90}>View</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <NumberedRows
              items={templates.data}
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
            />
          </Table>
        </Table.ScrollContainer>
      ) : (
        !templates.error && <Text>Sorry ! No Feedback Template found!.</Text>
      )}
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
    </Stack>
  )
}
