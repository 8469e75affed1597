import { List, Text, Title } from '@mantine/core'
import type { HomeFigures } from '../api/home'
import { useFaculties, useFacultyDepartments } from '@/lib/academics'
import { nameIn } from '@/lib/names'

type CustomHome = Extract<HomeFigures, { userType: 'CUSTOM' }>

/** A custom user's NAAC roles and report rights, naming the faculty departments and faculties they are for. */
export function NaacGrants({ home }: { home: CustomHome }) {
  const { data: facultyDepartments } = useFacultyDepartments()
  const { data: faculties } = useFaculties()
  const name = (item: { name: string }) => item.name
  return (
    <section aria-label="Your accreditation roles">
      <Title order={2} size="h4" mb="xs">
        Your accreditation (NAAC) roles
      </Title>
      {home.naacRoles.length === 0 && home.naacReports.length === 0 ? (
        <Text c="dimmed">No NAAC roles are assigned to you yet.</Text>
      ) : (
        <List>
          {home.naacRoles.map((grant) => (
            <List.Item key={`role-${grant.facultyDeptId}-${grant.role}`}>
              {grant.role} for faculty department{' '}
              {nameIn(facultyDepartments, grant.facultyDeptId, name, 'faculty department') ?? '…'}
            </List.Item>
          ))}
          {home.naacReports.map((grant) => (
            <List.Item key={`report-${grant.facultyId}-${grant.rights}`}>
              Report rights {grant.rights} for faculty{' '}
              {nameIn(faculties, grant.facultyId, name, 'faculty') ?? '…'}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  )
}
