import 'mantine-datatable/styles.css'
import { Select, Stack, Text } from '@mantine/core'
import { PanelTabs } from '@/components/ui/panel-tabs'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { departmentName, useDepartments } from '@/lib/academics'
import type { CurrentUserRecord } from '@/lib/current-user'
import { managesDepartment } from '../utils/access'
import { RegulationsPanel } from './regulations-panel'
import { SubjectsTaughtPanel } from './subjects-taught-panel'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * manage-subject: per department, its regulations and the subjects each lists, and the subjects taught to
 * each academic year with their staff. An HOD sees the departments they head.
 */
export function ManageSubjects({ user }: { user: CurrentUserRecord }) {
  const { t } = useStaffTranslation('curriculum')
  const departments = useDepartments()
  const managed = (departments.data ?? []).filter((department) => managesDepartment(user, department.id))
  const [chosenId, setChosenId] = useState<string>()
  const department = managed.find((candidate) => candidate.id === chosenId) ?? managed[0]

  return (
    <Stack>
      <LoadError title={t('manageSubjects.loadError')} error={departments.error} />
      <Select
        label={t('manageSubjects.department')}
        data={managed.map((candidate) => ({ value: candidate.id, label: departmentName(candidate) }))}
        value={department?.id ?? null}
        onChange={(value) => setChosenId(value ?? undefined)}
        placeholder={departments.isLoading ? t('manageSubjects.loading') : t('manageSubjects.noDepartments')}
        disabled={!managed.length}
        allowDeselect={false}
        searchable
        maw={480}
      />
      {!department && !departments.isLoading && !departments.error && (
        <Text c="dimmed">{t('manageSubjects.nothingToManage')}</Text>
      )}
      {department && (
        <PanelTabs
          keepMounted
          tabs={[
            {
              value: 'regulations',
              label: t('manageSubjects.regulationsTab'),
              panel: <RegulationsPanel key={department.id} department={department} />,
            },
            {
              value: 'subjects-taught',
              label: t('manageSubjects.subjectsTaughtTab'),
              panel: <SubjectsTaughtPanel key={department.id} department={department} />,
            },
          ]}
        />
      )}
    </Stack>
  )
}
