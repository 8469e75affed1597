import { Anchor, Badge, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import { ScrollRegion } from '@/components/ui/scroll-region'
import { paths } from '@/config/paths'
import type { useStudentSearch } from '../api/search-students'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Results = NonNullable<ReturnType<typeof useStudentSearch>['data']>

/** Matching students, each linking to their profile. */
export function StudentSearchResults({ students }: { students: Results }) {
  const { t } = useStaffTranslation('students')
  if (students.length === 0) return <Text c="dimmed">{t('search.noMatch')}</Text>
  return (
    <ScrollRegion label={t('search.region')} minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('search.name')}</Table.Th>
            <Table.Th>{t('search.regNo')}</Table.Th>
            <Table.Th>{t('search.degreeDepartment')}</Table.Th>
            <Table.Th>{t('search.accYear')}</Table.Th>
            <Table.Th>{t('search.phone')}</Table.Th>
            <Table.Th>{t('search.email')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr key={student.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.studentProfile.href(student.id)}>
                  {student.name}
                </Anchor>
                {student.accountStatus === 'DISABLE' && (
                  <Badge color="gray" ml="xs" size="sm">
                    {t('search.disabled')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{student.registerNo ?? '—'}</Table.Td>
              <Table.Td>
                {[student.degreeName, student.departmentName].filter(Boolean).join(' - ') || '—'}
              </Table.Td>
              <Table.Td>{student.accYear ?? '—'}</Table.Td>
              <Table.Td>{student.phone ?? '—'}</Table.Td>
              <Table.Td>{student.email}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  )
}
