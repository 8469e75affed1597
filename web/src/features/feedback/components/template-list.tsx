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
import { useStaffTranslation } from '@/lib/i18n/staff'

type Dialog = { kind: 'view' | 'status'; template: TemplateRecord }

/** Whether a template's form takes answers. */
function FormStatus({ status }: { status: TemplateRecord['status'] }) {
  const { t } = useStaffTranslation('feedback')
  return (
    <OnOffBadge on={status === 'OPEN'}>
      {status === 'OPEN' ? t('status.open') : t('status.closed')}
    </OnOffBadge>
  )
}

/** Every feedback template, newest first, with its questions and whether its form takes answers. */
export function TemplateList({ user }: { user: CurrentUserRecord }) {
  const { t } = useStaffTranslation('feedback')
  const templates = useTemplates()
  const manager = mayManageFeedback(user)
  const [dialog, setDialog] = useState<Dialog>()
  const close = () => setDialog(undefined)

  async function toggle(template: TemplateRecord) {
    const closing = template.status === 'OPEN'
    await setTemplateStatus(template.id, closing ? 'CLOSED' : 'OPEN')
    notify(
      'success',
      closing
        ? t('templateList.closed', { name: template.name })
        : t('templateList.reopened', { name: template.name }),
    )
    void refreshFeedback()
  }

  return (
    <NumberedListPage
      title={t('templateList.title')}
      action={
        manager && (
          <Button component={Link} to={paths.feedbackCreate.href()}>
            {t('templateList.create')}
          </Button>
        )
      }
      list={templates}
      loadError={t('templateList.loadError')}
      tableLabel={t('templateList.tableLabel')}
      emptyNote={t('templateList.empty')}
      scroll={{ minWidth: 300 }}
      headers={
        <>
          <Table.Th>{t('templateList.feedback')}</Table.Th>
          <Table.Th>{t('templateList.status')}</Table.Th>
          <Table.Th>{t('templateList.view')}</Table.Th>
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
                { label: t('templateList.view'), onClick: () => setDialog({ kind: 'view', template }) },
                ...(manager
                  ? [
                      {
                        label:
                          template.status === 'OPEN'
                            ? t('templateList.closeForm')
                            : t('templateList.reopenForm'),
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
              ? t('templateList.closeQuestion', { name: dialog.template.name })
              : t('templateList.reopenQuestion', { name: dialog.template.name })
          }
          confirmLabel={
            dialog.template.status === 'OPEN' ? t('templateList.closeForm') : t('templateList.reopenForm')
          }
          cancelLabel={t('templateList.cancel')}
          confirmColor={dialog.template.status === 'OPEN' ? 'red' : 'blue'}
          onConfirm={() => toggle(dialog.template)}
          onClose={close}
        >
          {dialog.template.status === 'OPEN' ? t('templateList.closeNote') : t('templateList.reopenNote')}
        </ConfirmDialog>
      )}
    </NumberedListPage>
  )
}
