import type { NaacEntryView } from '@campus/core'
import { Alert, Skeleton, Stack } from '@mantine/core'
import { useNavigate, useParams } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { type CurrentUserRecord, useCurrentUser } from '@/lib/current-user'
import { useRefreshNaac } from '../api/client'
import { updateEntry, useEntry } from '../api/entries'
import { useFacultyDepartmentName } from '../api/structure'
import { useForm } from '../api/templates'
import { EntryForm } from '../components/entry-form'
import { PageHeader } from '../components/page-header'
import { naacPaths } from '../paths'
import { noRoleMessage, rightsIn } from '../utils/access'
import { editFieldsOf, formValuesOf } from '../utils/form-fields'
import { useStaffTranslation } from '@/lib/i18n/staff'

function EditForm({ entry, back }: { entry: NaacEntryView; back: string }) {
  const { t } = useStaffTranslation('naac')
  const navigate = useNavigate()
  const refresh = useRefreshNaac()
  const form = useForm(entry.naacTemplateId)
  if (form.isLoading) return <Skeleton h={400} />
  const fields = editFieldsOf(entry.fieldValues, form.data?.fields)
  return (
    <EntryForm
      fields={fields}
      initialValues={formValuesOf(fields, entry.fieldValues)}
      version={entry.version}
      submitLabel={t('entryForm.update')}
      success={t('entryForm.updated')}
      onSave={(values) => updateEntry(entry, { fields: values })}
      onSaved={() => {
        void refresh()
        void navigate(back)
      }}
    />
  )
}

function EditEntry({
  user,
  naacId,
  facultyId,
  criteria,
}: {
  user: CurrentUserRecord
  naacId: string
  facultyId: string
  criteria: string
}) {
  const { t } = useStaffTranslation('naac')
  const entry = useEntry(naacId)
  const departmentName = useFacultyDepartmentName(entry.data?.facultyDeptId)
  const back = entry.data
    ? naacPaths.submitted(entry.data.facultyDeptId, entry.data.naacTemplateId, facultyId, criteria)
    : naacPaths.home
  return (
    <Stack>
      <PageHeader
        title={entry.data?.title ?? t('entryForm.editEntry')}
        description={entry.data?.description}
        details={departmentName && t('entryForm.editDetails', { department: departmentName, criteria })}
        back={back}
      />
      <LoadError title={t('entryLoadError')} error={entry.error} />
      {entry.data &&
        (rightsIn(user, entry.data.facultyDeptId).enter ? (
          <EditForm key={entry.data.id} entry={entry.data} back={back} />
        ) : (
          <Alert color="yellow">{noRoleMessage(departmentName ?? t('access.thisDepartment'), t)}</Alert>
        ))}
      {entry.isLoading && <Skeleton h={400} />}
    </Stack>
  )
}

/** naac/form-edit/…: an entry's fields changed by an INPUTTER or AUTHORIZER of its faculty department. */
export function Component() {
  const { naacId = '', facultyId = '', criteria = '' } = useParams()
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  return <EditEntry user={user} naacId={naacId} facultyId={facultyId} criteria={criteria} />
}
