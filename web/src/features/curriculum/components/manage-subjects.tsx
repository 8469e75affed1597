import 'mantine-datatable/styles.css'
import { Select, Stack, Tabs, Text } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { departmentName, useDepartments } from '@/lib/academics'
import type { CurrentUserRecord } from '@/lib/current-user'
import { managesDepartment } from '../utils/access'
import { RegulationsPanel } from './regulations-panel'
import { SubjectsTaughtPanel } from './subjects-taught-panel'

/**
 * manage-subject: per department, its regulations and the subjects each lists, and the subjects taught to
 * each academic year with their staff. An HOD sees the departments they head.
 */
export function ManageSubjects({ user }: { user: CurrentUserRecord }) {
  const departments = useDepartments()
  const managed = (departments.data ?? []).filter((department) => managesDepartment(user, department.id))
  const [chosenId, setChosenId] = useState<string>()
  const department = managed.find((candidate) => candidate.id === chosenId) ?? managed[0]

  return (
    <Stack>
      <LoadError title="The departments did not load" error={departments.error} />
      <Select
        label="Department"
        data={managed.map((candidate) => ({ value: candidate.id, label: departmentName(candidate) }))}
        value={department?.id ?? null}
        onChange={(value) => setChosenId(value ?? undefined)}
        placeholder={departments.isLoading ? 'Loading…' : 'No departments'}
        disabled={!managed.length}
        allowDeselect={false}
        searchable
        maw={480}
      />
      {!department && !departments.isLoading && !departments.error && (
        <Text c="dimmed">There is no department for you to manage.</Text>
      )}
      {department && (
        <Tabs defaultValue="regulations">
          <Tabs.List>
            <Tabs.Tab value="regulations">Regulations and their subjects</Tabs.Tab>
            <Tabs.Tab value="subjects-taught">Subjects taught</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="regulations" pt="md">
            <RegulationsPanel key={department.id} department={department} />
          </Tabs.Panel>
          <Tabs.Panel value="subjects-taught" pt="md">
            <SubjectsTaughtPanel key={department.id} department={department} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  )
}
