import { Text } from '@mantine/core'
import { nameColumn } from '@/components/people/name-column'
import { PeopleList } from '@/components/people/people-list'
import { usePeopleFilters } from '@/components/people/use-people-filters'
import { FilterSelect } from '@/components/ui/filter-select'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import { paths } from '@/config/paths'
import { departmentName, useDepartments, useFacultyDepartments, useStaffTypes } from '@/lib/academics'
import { fetchAllStaff, type StaffFilters, type StaffRow, useStaffList } from '../api/staff-list'
import { staffWorkbook, type StaffLookups } from '../api/staff-workbook'
import { StaffFormModal } from './staff-form-modal'

/**
 * manage-staff: every HOD and faculty member, filtered, sorted and paged, with add, edit, disable and import.
 * @param openingDepartmentId the department the list opens on (an HOD's own); the filter may change it
 */
export function StaffList({ openingDepartmentId }: { openingDepartmentId?: string | undefined }) {
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
      noun={{ one: 'staff', many: 'staff' }}
      list={list}
      filtering={filtering}
      filterCols={{ base: 1, sm: 2, md: 4 }}
      filters={
        <>
          <FilterSelect
            label="Department"
            data={departments.map((department) => ({
              value: department.id,
              label: departmentName(department),
            }))}
            value={filters.departmentId}
            onChange={(departmentId) => change({ departmentId })}
            searchable
          />
          <FilterSelect
            label="Faculty department"
            data={facultyDepartments.map((fd) => ({ value: fd.id, label: fd.name }))}
            value={filters.facultyDeptId}
            onChange={(facultyDeptId) => change({ facultyDeptId })}
          />
          <FilterSelect
            label="Staff type"
            data={staffTypes.map((type) => ({ value: type.id, label: type.name }))}
            value={filters.staffTypeId}
            onChange={(staffTypeId) => change({ staffTypeId })}
          />
        </>
      }
      columns={[
        nameColumn(paths.staffProfile.href),
        { accessor: 'email', sortable: true, noWrap: true, ...shownFrom('xl') },
        { accessor: 'phone', noWrap: true, ...shownFrom('xl'), render: (staff) => staff.phone ?? '—' },
        {
          accessor: 'usertype',
          title: 'Role',
          ...shownFrom('sm'),
          render: (staff) => (staff.usertype === 'HOD' ? 'HOD' : 'Faculty'),
        },
        {
          accessor: 'departments',
          noWrap: true,
          ...shownFrom('md'),
          render: (staff) => (
            <OneLineText text={staff.departments.map(departmentName).join(', ')} chars={24} />
          ),
        },
        {
          accessor: 'staffTypeId',
          title: 'Staff type',
          noWrap: true,
          ...shownFrom('md'),
          render: (staff) => staffTypes.find((type) => type.id === staff.staffTypeId)?.name ?? '—',
        },
      ]}
      rowActions={(staff: StaffRow) => [{ label: 'Set password', to: paths.staffPassword.href(staff.id) }]}
      workbook={staffWorkbook(lookups)}
      fetchAll={() => fetchAllStaff(filters)}
      renderForm={({ row, ...dialog }) => <StaffFormModal staff={row} {...dialog} />}
    >
      <Text size="sm" c="dimmed">
        Assign an HOD from Manage Department. People without a password set one with “Forgot your password?”
        on the sign-in page, or an administrator sets it here.
      </Text>
    </PeopleList>
  )
}
