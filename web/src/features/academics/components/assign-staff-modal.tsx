import type { ListedDepartment } from '@campus/core'
import { Modal, Select, Stack, Text } from '@mantine/core'
import { FormActions } from '@/components/ui/form-actions'
import { useState, type FormEvent } from 'react'
import { departmentName } from '@/lib/academics'
import { ApiError } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { useFacultyDepartmentRows } from '../api/faculties'
import { assignHod, headedBy, refreshStaff, useFacultyDepartmentStaff } from '../api/hods'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** Assign Staff: choose a faculty department, then one of its staff, to head the department. */
export function AssignStaffModal({
  department,
  onClose,
}: {
  department: ListedDepartment
  onClose: () => void
}) {
  const { t } = useStaffTranslation('academics')
  const [facultyDeptId, setFacultyDeptId] = useState<string | null>(department.facultyDeptId)
  const [staffId, setStaffId] = useState<string | null>(null)
  const [errors, setErrors] = useState<{ facultyDeptId?: string; staffId?: string }>({})
  const [saving, setSaving] = useState(false)
  const { data: facultyDepartments = [] } = useFacultyDepartmentRows()
  const staff = useFacultyDepartmentStaff(facultyDeptId ?? undefined)

  // Faculty departments grouped under their faculty's name, as the legacy dialog showed them.
  const groups = new Map<string, { value: string; label: string }[]>()
  for (const row of facultyDepartments) {
    const items = groups.get(row.facultyName) ?? []
    items.push({ value: row.id, label: row.name })
    groups.set(row.facultyName, items)
  }
  const candidates = (staff.data ?? []).filter((person) => !headedBy(person).includes(department.id))
  const chosen = candidates.find((person) => person.id === staffId)
  async function assign(event: FormEvent) {
    event.preventDefault()
    if (!facultyDeptId || !chosen) {
      setErrors({
        facultyDeptId: facultyDeptId ? undefined : t('assignStaff.departmentRequired'),
        staffId: chosen ? undefined : t('assignStaff.staffRequired'),
      })
      notify('error', t('assignStaff.mandatory'))
      return
    }
    setSaving(true)
    try {
      await assignHod(chosen, department)
      notify(
        'success',
        t('assignStaff.assigned', { name: chosen.name, department: departmentName(department) }),
      )
      void refreshStaff()
      onClose()
    } catch (error) {
      if (error instanceof ApiError) notify('error', error.message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('assignStaff.title')}>
      <form onSubmit={(event) => void assign(event)} noValidate>
        <Stack>
          <Text size="sm">{t('assignStaff.hodOf', { department: departmentName(department) })}</Text>
          <Select
            label={t('assignStaff.departmentOf')}
            required
            data={[...groups].map(([group, items]) => ({ group, items }))}
            value={facultyDeptId}
            onChange={(value) => {
              setFacultyDeptId(value)
              setStaffId(null)
            }}
            error={errors.facultyDeptId}
            searchable
          />
          <Select
            label={t('assignStaff.staff')}
            required
            data={candidates.map((person) => ({ value: person.id, label: person.name }))}
            value={staffId}
            onChange={setStaffId}
            error={errors.staffId ?? staff.error?.message}
            disabled={!facultyDeptId || staff.isLoading}
            description={staff.data && !candidates.length ? t('assignStaff.noCandidates') : undefined}
            nothingFoundMessage={t('assignStaff.noMatch')}
            searchable
          />
          <FormActions onCancel={onClose} saving={saving}>
            {t('assignStaff.assign')}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  )
}
