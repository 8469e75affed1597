import { Table, Text, Title } from '@mantine/core'
import type { DepartmentFigures } from '@campus/core'
import { ScrollRegion } from '@/components/ui/scroll-region'
import { useNamedDepartments } from '../api/named-departments'

/** Head counts per department, with active students per academic year. */
export function DepartmentTable({ departments: counted }: { departments: readonly DepartmentFigures[] }) {
  const departments = useNamedDepartments(counted)
  return (
    <section aria-labelledby="departments-heading">
      <Title order={2} size="h4" id="departments-heading" mb="xs">
        Departments
      </Title>
      {departments.length === 0 ? (
        <Text c="dimmed">No department has people yet.</Text>
      ) : (
        <ScrollRegion label="Departments table" minWidth={560}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Department</Table.Th>
                <Table.Th ta="right">Students</Table.Th>
                <Table.Th ta="right">Faculty</Table.Th>
                <Table.Th ta="right">All staff</Table.Th>
                <Table.Th ta="right">Disabled accounts</Table.Th>
                <Table.Th>Students by academic year</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {departments.map((department) => (
                <Table.Tr key={department.id}>
                  <Table.Td>{department.name}</Table.Td>
                  <Table.Td ta="right">{department.students}</Table.Td>
                  <Table.Td ta="right">{department.faculty}</Table.Td>
                  <Table.Td ta="right">{department.staff}</Table.Td>
                  <Table.Td ta="right">{department.disabled}</Table.Td>
                  <Table.Td>
                    {department.years.length === 0
                      ? '—'
                      : department.years.map((year) => `${year.label}: ${year.students}`).join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </section>
  )
}
