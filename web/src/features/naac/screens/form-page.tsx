import { Alert, Skeleton, Stack } from '@mantine/core'
import { useNavigate, useParams } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { type CurrentUserRecord, useCurrentUser } from '@/lib/current-user'
import { useRefreshNaac } from '../api/client'
import { createEntry } from '../api/entries'
import { useFacultyDepartmentName } from '../api/structure'
import { useForm } from '../api/templates'
import { EntryForm } from '../components/entry-form'
import { PageHeader } from '../components/page-header'
import { naacPaths } from '../paths'
import { noRoleMessage, rightsIn } from '../utils/access'
import { formFieldsOf, formVersionOf } from '../utils/form-fields'
import { useStaffTranslation } from '@/lib/i18n/staff'

interface Place {
  facultyDeptId: string
  naacTemplateId: string
  facultyId: string
  criteria: string
}

function CreateEntry({ user, place }: { user: CurrentUserRecord; place: Place }) {
  const { t } = useStaffTranslation('naac')
  const navigate = useNavigate()
  const refresh = useRefreshNaac()
  const form = useForm(place.naacTemplateId)
  const departmentName = useFacultyDepartmentName(place.facultyDeptId)
  const submitted = naacPaths.submitted(
    place.facultyDeptId,
    place.naacTemplateId,
    place.facultyId,
    place.criteria,
  )
  const allowed = rightsIn(user, place.facultyDeptId).enter

  return (
    <Stack>
      <PageHeader
        title={form.data?.title ?? t('entryForm.newEntry')}
        description={form.data?.description}
        details={
          departmentName &&
          t('entryForm.newDetails', { department: departmentName, criteria: place.criteria })
        }
        back={submitted}
      />
      <LoadError title={t('entryForm.loadError')} error={form.error} />
      {!allowed ? (
        <Alert color="yellow">{noRoleMessage(departmentName ?? t('access.thisDepartment'), t)}</Alert>
      ) : form.data ? (
        <EntryForm
          fields={formFieldsOf(form.data.fields)}
          version={formVersionOf(form.data)}
          submitLabel={t('entryForm.submit')}
          success={t('createdToast')}
          onSave={(fields) =>
            createEntry({
              facultyDeptId: place.facultyDeptId,
              naacTemplateId: place.naacTemplateId,
              status: 'WAITING',
              fields,
            })
          }
          onSaved={() => {
            void refresh()
            void navigate(submitted)
          }}
        />
      ) : (
        !form.error && <Skeleton h={400} />
      )}
    </Stack>
  )
}

/** naac/form/…: a new entry of a template for a faculty department (INPUTTER, AUTHORIZER). */
export function Component() {
  const { facultyDeptId = '', naacTemplateId = '', facultyId = '', criteria = '' } = useParams()
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  return <CreateEntry user={user} place={{ facultyDeptId, naacTemplateId, facultyId, criteria }} />
}
