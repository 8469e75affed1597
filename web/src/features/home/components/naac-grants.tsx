import { List, Text, Title } from '@mantine/core'
import type { HomeFigures } from '../api/home'
import { useFaculties, useFacultyDepartments } from '@/lib/academics'
import { nameIn } from '@/lib/names'
import { useStaffTranslation } from '@/lib/i18n/staff'

type CustomHome = Extract<HomeFigures, { userType: 'CUSTOM' }>

/** A custom user's NAAC roles and report rights, naming the faculty departments and faculties they are for. */
export function NaacGrants({ home }: { home: CustomHome }) {
  const { t } = useStaffTranslation('home')
  const { data: facultyDepartments } = useFacultyDepartments()
  const { data: faculties } = useFaculties()
  const name = (item: { name: string }) => item.name
  return (
    <section aria-label={t('naac.label')}>
      <Title order={2} size="h4" mb="xs">
        {t('naac.title')}
      </Title>
      {home.naacRoles.length === 0 && home.naacReports.length === 0 ? (
        <Text c="dimmed">{t('naac.empty')}</Text>
      ) : (
        <List>
          {home.naacRoles.map((grant) => (
            <List.Item key={`role-${grant.facultyDeptId}-${grant.role}`}>
              {t('naac.role', {
                role: grant.role,
                department:
                  nameIn(facultyDepartments, grant.facultyDeptId, name, t('unknown.facultyDepartment')) ??
                  '…',
              })}
            </List.Item>
          ))}
          {home.naacReports.map((grant) => (
            <List.Item key={`report-${grant.facultyId}-${grant.rights}`}>
              {t('naac.reportRights', {
                rights: grant.rights,
                faculty: nameIn(faculties, grant.facultyId, name, t('unknown.faculty')) ?? '…',
              })}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  )
}
