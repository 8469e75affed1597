import { Anchor, Badge, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import { ScrollRegion } from '@/components/ui/scroll-region'
import { paths } from '@/config/paths'
import type { useStudentSearch } from '../api/search-students'

type Results = NonNullable<ReturnType<typeof useStudentSearch>['data']>

/** Matching students, each linking to their profile. */
export function StudentSearchResults({ students }: { students: Results }) {
  if (students.length === 0) return <Text c="dimmed">No student matches this search.</Text>
  return (
    <ScrollRegion label="Matching students" minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>RegNo</Table.Th>
            <Table.Th>Degree - Department</Table.Th>
            <Table.Th>AccYear</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Email</Table.Th>
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
                    Disabled
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
