import { Alert, Skeleton } from '@mantine/core'
import { TitledPage } from '@/components/ui/titled-page'
import { Navigate, useNavigate, useParams } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { useDepartmentList } from '@/features/academics/api/departments'
import { AcademicYearManager } from '@/features/academics/components/academic-year-manager'
import { managesDepartment, useCurrentUser } from '@/lib/current-user'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * academic (and academic/home/{deptId}): Manage Academic Year. An administrator manages every department,
 * an HOD those they head; the chosen department lives in the URL, so a reload or a shared link keeps it.
 */
export function Component() {
  const { t } = useStaffTranslation('app')
  const { deptId } = useParams()
  const navigate = useNavigate()
  const { data: user } = useCurrentUser()
  const departments = useDepartmentList()

  const allowed =
    user?.usertype === 'ADMIN'
      ? departments.data
      : departments.data?.filter((department) => user && managesDepartment(user, department.id))
  const only = allowed?.length === 1 ? allowed[0] : undefined

  return (
    <TitledPage title={t('academic.title')}>
      <LoadError title={t('academic.loadError')} error={departments.error} />
      {!user || (!allowed && !departments.error) ? (
        <Skeleton h={240} />
      ) : user.usertype !== 'ADMIN' && user.usertype !== 'HOD' ? (
        <Alert color="yellow">{t('academic.refusal')}</Alert>
      ) : !deptId && only ? (
        // Someone who heads one department has nothing to choose.
        <Navigate to={paths.academicDepartment.href(only.id)} replace />
      ) : (
        allowed && (
          <AcademicYearManager
            departments={allowed}
            departmentId={deptId}
            onDepartmentChange={(id) => void navigate(paths.academicDepartment.href(id))}
          />
        )
      )}
    </TitledPage>
  )
}
