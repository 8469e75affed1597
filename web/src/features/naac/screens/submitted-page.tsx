import type { NaacTemplateView } from '@campus/core'
import { Alert, Button, Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadError } from '@/components/ui/load-error'
import { type CurrentUserRecord, useCurrentUser } from '@/lib/current-user'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { useRefreshNaac } from '../api/client'
import { approveEntries, deleteEntries, deleteEntry, ENTRIES_PAGE, useEntries } from '../api/entries'
import { setNotApplicable, useNotApplicable } from '../api/not-applicable'
import { useFacultyDepartmentName } from '../api/structure'
import { useForm, useTemplate } from '../api/templates'
import { EntriesTable, type EntryRow } from '../components/entries-table'
import { FileModal } from '../components/file-modal'
import { ImportModal } from '../components/import-modal'
import { PageHeader } from '../components/page-header'
import { naacPaths } from '../paths'
import { type NaacRights, noRoleMessage, rightsIn } from '../utils/access'
import { type FieldColumn, fieldColumnsOf } from '../utils/columns'
import { useStaffTranslation } from '@/lib/i18n/staff'

interface Place {
  facultyDeptId: string
  naacTemplateId: string
  facultyId: string
  criteria: string
}

/** The "Not Applicable" mark of this template for the faculty department (AUTHORIZER, ADMIN). */
function NotApplicableBox({
  place,
  checked,
  onChanged,
}: {
  place: Place
  checked: boolean
  onChanged: () => unknown
}) {
  const { t } = useStaffTranslation('naac')
  const marks = useNotApplicable()
  // The box shows the reader's choice at once, and the saved mark once it is read back.
  const [choice, setChoice] = useState<boolean>()
  const record = marks.data?.find((mark) => mark.departmentId === place.facultyDeptId)

  async function toggle(next: boolean) {
    setChoice(next)
    try {
      await setNotApplicable(record, place.facultyDeptId, place.naacTemplateId, next)
      notify('success', next ? t('submitted.markedNotApplicable') : t('submitted.markedApplicable'))
      await onChanged()
    } catch (error) {
      notify('error', error instanceof ApiError ? error.message : t('submitted.markNotSaved'))
    } finally {
      setChoice(undefined)
    }
  }

  return (
    <Checkbox
      label={t('submitted.notApplicable')}
      checked={choice ?? checked}
      disabled={choice !== undefined || marks.isLoading}
      onChange={(event) => void toggle(event.currentTarget.checked)}
    />
  )
}

/** The entries of one template and faculty department, with what the reader may do to them. */
function Entries({
  template,
  place,
  rights,
  notApplicable,
}: {
  template: NaacTemplateView
  place: Place
  rights: NaacRights
  notApplicable: boolean
}) {
  const { t } = useStaffTranslation('naac')
  const refresh = useRefreshNaac()
  const [page, setPage] = useState(1)
  const { rows, total } = useEntries(place.naacTemplateId, place.facultyDeptId, page)
  const form = useForm(place.naacTemplateId)
  const [selected, setSelected] = useState<EntryRow[]>([])
  const [confirming, setConfirming] = useState<'approve' | 'delete'>()
  const [deleting, setDeleting] = useState<EntryRow>()
  const [filing, setFiling] = useState<{ row: EntryRow; column: FieldColumn }>()
  const [importing, setImporting] = useState(false)

  const first = (page - 1) * ENTRIES_PAGE
  const records = (rows.data ?? []).map((entry, index) => ({ ...entry, number: first + index + 1 }))
  const columns = fieldColumnsOf(form.data, records)
  const ids = selected.map((row) => row.id)
  const reload = async () => {
    setSelected([])
    await refresh()
  }

  return (
    <Stack>
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          {rights.enter && !notApplicable && (
            <>
              <Button
                component={Link}
                to={naacPaths.form(
                  place.facultyDeptId,
                  place.naacTemplateId,
                  place.facultyId,
                  place.criteria,
                )}
              >
                {t('submitted.create')}
              </Button>
              <Button variant="default" onClick={() => setImporting(true)}>
                {t('submitted.import')}
              </Button>
            </>
          )}
        </Group>
        {rights.enter && (
          <Group gap="xs">
            {rights.authorize && (
              <Button color="teal.9" disabled={!ids.length} onClick={() => setConfirming('approve')}>
                {ids.length ? t('submitted.approveCount', { selected: ids.length }) : t('submitted.approve')}
              </Button>
            )}
            <Button
              color="red.9"
              variant="outline"
              disabled={!ids.length}
              onClick={() => setConfirming('delete')}
            >
              {ids.length ? t('submitted.deleteCount', { selected: ids.length }) : t('submitted.delete')}
            </Button>
          </Group>
        )}
      </Group>
      {notApplicable && <Alert color="gray">{t('submitted.notApplicableNote')}</Alert>}
      <LoadError title={t('submitted.loadError')} error={rows.error ?? total.error} />
      <EntriesTable
        rows={records}
        columns={columns.shown}
        fetching={rows.isLoading}
        viewPath={(entry) =>
          naacPaths.formView(entry.id, place.facultyId, place.facultyDeptId, place.criteria)
        }
        selectable={rights.enter}
        selected={selected}
        onSelectedChange={setSelected}
        onDelete={rights.enter ? setDeleting : undefined}
        onFile={rights.enter ? (row, column) => setFiling({ row, column }) : undefined}
        page={page}
        pageSize={ENTRIES_PAGE}
        total={total.data ?? records.length}
        onPage={(next) => {
          setPage(next)
          setSelected([])
        }}
      />
      {columns.more > 0 && (
        <Text size="sm" c="dimmed">
          {t('submitted.moreFields', { count: columns.more })}
        </Text>
      )}
      {confirming === 'approve' && (
        <ConfirmDialog
          question={t('submitted.approveQuestion')}
          confirmLabel={t('confirm.ok')}
          cancelLabel={t('confirm.cancel')}
          confirmColor="teal"
          onConfirm={async () => {
            const { approved } = await approveEntries(ids)
            notify('success', t('submitted.approved', { count: approved }))
            await reload()
          }}
          onClose={() => setConfirming(undefined)}
        >
          {t('submitted.approveSelected', { count: ids.length })}
        </ConfirmDialog>
      )}
      {confirming === 'delete' && (
        <ConfirmDialog
          question={t('submitted.deleteQuestion')}
          confirmLabel={t('submitted.delete')}
          cancelLabel={t('confirm.cancel')}
          onConfirm={async () => {
            await deleteEntries(ids)
            notify('success', t('submitted.deleted'))
            await reload()
          }}
          onClose={() => setConfirming(undefined)}
        >
          {t('submitted.deleteSelected', { count: ids.length })}
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmDialog
          question={t('submitted.deleteOneQuestion')}
          confirmLabel={t('confirm.ok')}
          cancelLabel={t('confirm.cancel')}
          onConfirm={async () => {
            await deleteEntry(deleting.id)
            notify('success', t('submitted.deleted'))
            await reload()
          }}
          onClose={() => setDeleting(undefined)}
        >
          {t('submitted.deleteOne', { number: deleting.number })}
        </ConfirmDialog>
      )}
      {filing && (
        <FileModal
          entry={filing.row}
          field={filing.column}
          current={(() => {
            const value = filing.row.fieldValues[filing.column.key]
            return value?.fileKey
              ? { versionId: value.versionId ?? '', fileKey: value.fileKey, url: value.url }
              : undefined
          })()}
          onSaved={reload}
          onClose={() => setFiling(undefined)}
        />
      )}
      {importing && (
        <ImportModal
          template={template}
          facultyDeptId={place.facultyDeptId}
          onImported={reload}
          onClose={() => setImporting(false)}
        />
      )}
    </Stack>
  )
}

function Submitted({ user, place }: { user: CurrentUserRecord; place: Place }) {
  const { t } = useStaffTranslation('naac')
  const template = useTemplate(place.naacTemplateId)
  const marks = useNotApplicable()
  const refresh = useRefreshNaac()
  const departmentName = useFacultyDepartmentName(place.facultyDeptId)
  const rights = rightsIn(user, place.facultyDeptId)
  const notApplicable = Boolean(
    marks.data
      ?.find((mark) => mark.departmentId === place.facultyDeptId)
      ?.templateIds.includes(place.naacTemplateId),
  )
  const back = template.data
    ? naacPaths.homeOf({
        facultyDeptId: place.facultyDeptId,
        facultyId: place.facultyId,
        criteria: template.data.criteria,
        templateType: template.data.type,
      })
    : naacPaths.home

  return (
    <Stack>
      <PageHeader
        title={template.data?.title ?? <Skeleton h={28} w={320} />}
        description={template.data?.description}
        details={
          departmentName &&
          t('submitted.details', {
            department: departmentName,
            criteria: place.criteria,
            subCriteria: template.data?.subCriteria ?? '',
          })
        }
        back={back}
        actions={
          rights.markNotApplicable && (
            <Paper withBorder px="sm" py={6}>
              <NotApplicableBox place={place} checked={notApplicable} onChanged={refresh} />
            </Paper>
          )
        }
      />
      <LoadError title={t('submitted.templateLoadError')} error={template.error} />
      {!rights.read ? (
        <Alert color="yellow">{noRoleMessage(departmentName ?? t('access.thisDepartment'), t)}</Alert>
      ) : (
        template.data && (
          <Entries template={template.data} place={place} rights={rights} notApplicable={notApplicable} />
        )
      )}
    </Stack>
  )
}

/** naac/submitted/…: a template's entries of a faculty department, and creating, importing and reviewing them. */
export function Component() {
  const { facultyDeptId = '', naacTemplateId = '', facultyId = '', criteria = '' } = useParams()
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  return <Submitted user={user} place={{ facultyDeptId, naacTemplateId, facultyId, criteria }} />
}
