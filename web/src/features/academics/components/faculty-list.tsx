import { useFaculties } from '@/lib/academics'
import type { Faculty } from '@campus/core'
import { Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { type FacultyDepartmentRow, useFacultyDepartmentRows } from '../api/faculties'
import { FacultyDepartmentModal, FacultyModal } from './faculty-forms'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Dialog =
  | { kind: 'faculty'; faculty?: Faculty }
  | { kind: 'faculty-department'; facultyId: string; facultyDepartment?: FacultyDepartmentRow }

/** Every faculty with its faculty departments; add and rename both. */
export function FacultyList() {
  const { t } = useStaffTranslation('academics')
  const faculties = useFaculties()
  const facultyDepartments = useFacultyDepartmentRows()
  const [dialog, setDialog] = useState<Dialog>()
  const close = () => setDialog(undefined)

  if (faculties.error || facultyDepartments.error)
    return (
      <>
        <LoadError title={t('facultyList.loadError')} error={faculties.error} />
        <LoadError title={t('facultyList.departmentsLoadError')} error={facultyDepartments.error} />
      </>
    )
  if (!faculties.data || !facultyDepartments.data) return <Skeleton h={240} />

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setDialog({ kind: 'faculty' })}>{t('facultyList.addFaculty')}</Button>
      </Group>
      {!faculties.data.length && <Text>{t('facultyList.none')}</Text>}
      {faculties.data.map((faculty) => {
        const rows = facultyDepartments.data?.filter((row) => row.facultyId === faculty.id) ?? []
        return (
          <Paper key={faculty.id} withBorder p="md" component="section" aria-label={faculty.name}>
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                {faculty.name}
              </Title>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t('facultyList.renameLabel', { name: faculty.name })}
                  onClick={() => setDialog({ kind: 'faculty', faculty })}
                >
                  {t('facultyList.rename')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setDialog({ kind: 'faculty-department', facultyId: faculty.id })}
                >
                  {t('facultyList.addDepartment')}
                </Button>
              </Group>
            </Group>
            {rows.length ? (
              <Table.ScrollContainer minWidth={320}>
                <Table striped aria-label={t('facultyList.departmentsLabel', { name: faculty.name })}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={48}>#</Table.Th>
                      <Table.Th>{t('facultyList.facultyDepartment')}</Table.Th>
                      <Table.Th w={100}>{t('facultyList.edit')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row, index) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>{index + 1}</Table.Td>
                        <Table.Td>{row.name}</Table.Td>
                        <Table.Td>
                          <Button
                            size="compact-xs"
                            variant="light"
                            aria-label={t('facultyList.editLabel', { name: row.name })}
                            onClick={() =>
                              setDialog({
                                kind: 'faculty-department',
                                facultyId: faculty.id,
                                facultyDepartment: row,
                              })
                            }
                          >
                            {t('facultyList.edit')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text size="sm" c="dimmed">
                {t('facultyList.noDepartments')}
              </Text>
            )}
          </Paper>
        )
      })}
      {dialog?.kind === 'faculty' && <FacultyModal faculty={dialog.faculty} onClose={close} />}
      {dialog?.kind === 'faculty-department' && (
        <FacultyDepartmentModal
          faculties={faculties.data}
          facultyId={dialog.facultyId}
          facultyDepartment={dialog.facultyDepartment}
          onClose={close}
        />
      )}
    </Stack>
  )
}
