import { Text } from '@mantine/core'
import { contactColumns, nameColumn } from '@/components/people/people-columns'
import { PeopleList } from '@/components/people/people-list'
import { usePeopleFilters } from '@/components/people/use-people-filters'
import { FilterSelect } from '@/components/ui/filter-select'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import { paths } from '@/config/paths'
import { departmentName, useDepartments, useFacultyDepartments, useStaffTypes } from '@/lib/academics'
import { fetchAllStaff, type StaffFilters, type StaffRow, useStaffList } from '../api/staff-list'
import { staffWorkbook, type StaffLookups } from '../api/staff-workbook'
import { StaffFormModal } from './staff-form-modal'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * manage-staff: every HOD and faculty member, filtered, sorted and paged, with add, edit, disable and import.
 * @param openingDepartmentId the department the list opens on (an HOD's own); the filter may change it
 */
export function StaffList({ openingDepartmentId }: { openingDepartmentId?: string | undefined }) {
  const { t } = useStaffTranslation('staff')
  const { t: shared } = useStaffTranslation('components')
  const filtering = usePeopleFilters<StaffFilters>(
    {
      sort: 'name',
      order: 'asc',
      accountStatus: 'ACTIVE',
      ...(openingDepartmentId ? { departmentId: openingDepartmentId } : {}),
    },
    ['name', 'email'],
  )
  const { filters, change } = filtering
  const list = useStaffList(filters)
  const { data: facultyDepartments = [] } = useFacultyDepartments()
  const { data: staffTypeRecords = [] } = useStaffTypes()
  const { data: departments = [] } = useDepartments()
  const staffTypes = staffTypeRecords.map((type) => ({ id: String(type.id), name: String(type.name) }))
  const lookups: StaffLookups = { departments, facultyDepartments, staffTypes }

  return (
    <PeopleList
      noun={{ one: t('noun'), many: t('noun') }}
      list={list}
      filtering={filtering}
      filterCols={{ base: 1, sm: 2, md: 4 }}
      filters={
        <>
          <FilterSelect
            label={t('list.facultyDepartment')}
            data={facultyDepartments.map((fd) => ({ value: fd.id, label: fd.name }))}
            value={filters.facultyDeptId}
            onChange={(facultyDeptId) => change({ facultyDeptId })}
          />
          <FilterSelect
            label={t('list.staffType')}
            data={staffTypes.map((type) => ({ value: type.id, label: type.name }))}
            value={filters.staffTypeId}
            onChange={(staffTypeId) => change({ staffTypeId })}
          />
        </>
      }
      columns={[
        nameColumn(paths.staffProfile.href, shared),
        ...contactColumns<StaffRow>(shared, true),
        {
          accessor: 'usertype',
          title: t('list.role'),
          ...shownFrom('sm'),
          render: (staff) => (staff.usertype === 'HOD' ? t('list.hod') : t('list.faculty')),
        },
        {
          accessor: 'departments',
          title: t('list.departments'),
          noWrap: true,
          ...shownFrom('md'),
          render: (staff) => (
            <OneLineText text={staff.departments.map(departmentName).join(', ')} chars={24} />
          ),
        },
        {
          accessor: 'staffTypeId',
          title: t('list.staffType'),
          noWrap: true,
          ...shownFrom('md'),
          render: (staff) => staffTypes.find((type) => type.id === staff.staffTypeId)?.name ?? '—',
        },
      ]}
      rowActions={(staff: StaffRow) => [
        { label: t('list.setPassword'), to: paths.staffPassword.href(staff.id) },
      ]}
      workbook={staffWorkbook(lookups, { t, shared })}
      fetchAll={() => fetchAllStaff(filters)}
      renderForm={({ row, ...dialog }) => <StaffFormModal staff={row} {...dialog} />}
    >
      <Text size="sm" c="dimmed">
        {t('list.note')}
      </Text>
    </PeopleList>
  )
}
