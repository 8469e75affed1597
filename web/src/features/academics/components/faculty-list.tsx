import type { Faculty } from '@campus/core'
import { Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { type FacultyDepartmentRow, useFaculties, useFacultyDepartmentRows } from '../api/faculties'
import { FacultyDepartmentModal, FacultyModal } from './faculty-forms'

type Dialog =
  | { kind: 'faculty'; faculty?: Faculty }
  | { kind: 'faculty-department'; facultyId: string; facultyDepartment?: FacultyDepartmentRow }

/** Every faculty with its faculty departments; add and rename both. */
export function FacultyList() {
  const faculties = useFaculties()
  const facultyDepartments = useFacultyDepartmentRows()
  const [dialog, setDialog] = useState<Dialog>()
  const close = () => setDialog(undefined)

  if (faculties.error || facultyDepartments.error)
    return (
      <>
        <LoadError title="The faculties did not load" error={faculties.error} />
        <LoadError title="The faculty departments did not load" error={facultyDepartments.error} />
      </>
    )
  if (!faculties.data || !facultyDepartments.data) return <Skeleton h={240} />

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setDialog({ kind: 'faculty' })}>Add Faculty</Button>
      </Group>
      {!faculties.data.length && <Text>No faculties yet. Add the first one.</Text>}
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
                  aria-label={`Rename ${faculty.name}`}
                  onClick={() => setDialog({ kind: 'faculty', faculty })}
                >
                  Rename
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setDialog({ kind: 'faculty-department', facultyId: faculty.id })}
                >
                  Add Faculty Department
                </Button>
              </Group>
            </Group>
            {rows.length ? (
              <Table.ScrollContainer minWidth={320}>
                <Table striped aria-label={`Faculty departments of ${faculty.name}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={48}>#</Table.Th>
                      <Table.Th>Faculty Department</Table.Th>
                      <Table.Th w={100}>Edit</Table.Th>
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
                            aria-label={`Edit ${row.name}`}
                            onClick={() =>
                              setDialog({
                                kind: 'faculty-department',
                                facultyId: faculty.id,
                                facultyDepartment: row,
                              })
                            }
                          >
                            Edit
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text size="sm" c="dimmed">
                No faculty departments yet.
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
