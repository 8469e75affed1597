import type { ListedDepartment } from '@campus/core'
import { Button, Group, Menu, Select, Stack, Text } from '@mantine/core'
import { PanelTabs } from '@/components/ui/panel-tabs'
import { useState } from 'react'
import { departmentName, yearLabel } from '@/lib/academics'
import { notify } from '@/lib/notify'
import { type AcademicYear, deleteAcademicYear, updateAcademicYear } from '../api/academic-years'
import { refreshAcademics } from '../api/refresh'
import { AcademicYearDetailsModal } from './academic-year-details-modal'
import { AcademicYearFormModal } from './academic-year-form-modal'
import { AcademicYearTable, type YearAction } from './academic-year-table'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { GroupModal } from './group-modal'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Dialog = { kind: 'add-year' | 'groups' } | { kind: YearAction; year: AcademicYear }

/**
 * Manage Academic Year: choose a department (the page keeps the choice in its URL), then see its active and
 * inactive years, add years and groups, edit, delete and activate years.
 */
export function AcademicYearManager({
  departments,
  departmentId,
  onDepartmentChange,
}: {
  /** The departments the user may manage: all for an administrator, those they head for an HOD. */
  departments: readonly ListedDepartment[]
  departmentId: string | undefined
  onDepartmentChange: (departmentId: string) => void
}) {
  const { t } = useStaffTranslation('academics')
  const [dialog, setDialog] = useState<Dialog>()
  const close = () => setDialog(undefined)
  const department = departments.find((candidate) => candidate.id === departmentId)

  async function activate(year: AcademicYear) {
    await updateAcademicYear({ id: year.id, inactive: 'NO' })
    notify('success', t('yearManager.activated'))
    void refreshAcademics()
  }

  async function remove(year: AcademicYear) {
    await deleteAcademicYear(year.id)
    notify('success', t('yearManager.deleted'))
    void refreshAcademics()
  }

  return (
    <Stack>
      <Group align="flex-end" justify="space-between">
        <Select
          label={t('yearManager.department')}
          placeholder={t('yearManager.chooseDepartment')}
          data={departments.map((option) => ({ value: option.id, label: departmentName(option) }))}
          value={department ? department.id : null}
          onChange={(value) => value && onDepartmentChange(value)}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 420 }}
        />
        {department && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button>{t('yearManager.add')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setDialog({ kind: 'add-year' })}>
                {t('yearManager.addYear')}
              </Menu.Item>
              <Menu.Item onClick={() => setDialog({ kind: 'groups' })}>{t('yearManager.addGroup')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {!departments.length && <Text>{t('yearManager.noDepartments')}</Text>}
      {departmentId && !department && departments.length > 0 && <Text>{t('yearManager.notManaged')}</Text>}
      {department && (
        <PanelTabs
          tabs={[false, true].map((inactive) => ({
            value: inactive ? 'inactive' : 'active',
            label: inactive ? t('yearManager.inactiveTab') : t('yearManager.activeTab'),
            panel: (
              <AcademicYearTable
                departmentId={department.id}
                inactive={inactive}
                onAction={(kind, year) => setDialog({ kind, year })}
              />
            ),
          }))}
        />
      )}
      {department && dialog?.kind === 'add-year' && (
        <AcademicYearFormModal departmentId={department.id} onClose={close} />
      )}
      {department && dialog?.kind === 'groups' && <GroupModal departmentId={department.id} onClose={close} />}
      {department && dialog?.kind === 'edit' && (
        <AcademicYearFormModal departmentId={department.id} year={dialog.year} onClose={close} />
      )}
      {dialog?.kind === 'details' && <AcademicYearDetailsModal year={dialog.year} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          question={t('yearManager.deleteQuestion')}
          onConfirm={() => remove(dialog.year)}
          onClose={close}
        >
          {t('yearManager.deleteBody', { year: yearLabel(dialog.year) })}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'activate' && (
        <ConfirmDialog
          question={t('yearManager.activateQuestion')}
          confirmLabel={t('yearManager.activate')}
          confirmColor="teal.9"
          onConfirm={() => activate(dialog.year)}
          onClose={close}
        >
          {t('yearManager.activateBody', { year: yearLabel(dialog.year) })}
        </ConfirmDialog>
      )}
    </Stack>
  )
}
