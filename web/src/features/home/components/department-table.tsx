import { Table, Text, Title } from '@mantine/core'
import type { DepartmentFigures } from '@campus/core'
import { ScrollRegion } from '@/components/ui/scroll-region'
import { useNamedDepartments } from '../api/named-departments'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Head counts per department, with active students per academic year. */
export function DepartmentTable({ departments: counted }: { departments: readonly DepartmentFigures[] }) {
  const { t } = useStaffTranslation('home')
  const departments = useNamedDepartments(counted)
  return (
    <section aria-labelledby="departments-heading">
      <Title order={2} size="h4" id="departments-heading" mb="xs">
        {t('departments.title')}
      </Title>
      {departments.length === 0 ? (
        <Text c="dimmed">{t('departments.empty')}</Text>
      ) : (
        <ScrollRegion label={t('departments.table')} minWidth={560}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('departments.department')}</Table.Th>
                <Table.Th ta="right">{t('departments.students')}</Table.Th>
                <Table.Th ta="right">{t('departments.faculty')}</Table.Th>
                <Table.Th ta="right">{t('departments.allStaff')}</Table.Th>
                <Table.Th ta="right">{t('departments.disabled')}</Table.Th>
                <Table.Th>{t('departments.studentsByYear')}</Table.Th>
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
