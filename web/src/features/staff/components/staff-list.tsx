import { Button, Text } from '@mantine/core'
import { Link } from 'react-router'
import { nameColumn } from '@/components/people/name-column'
import { PeopleList } from '@/components/people/people-list'
import { usePeopleFilters } from '@/components/people/use-people-filters'
import { FilterSelect } from '@/components/ui/filter-select'
import { paths } from '@/config/paths'
import { departmentName, useDepartments, useFacultyDepartments, useStaffTypes } from '@/lib/academics'
import { fetchAllStaff, type StaffFilters, type StaffRow, useStaffList } from '../api/staff-list'
import { staffWorkbook, type StaffLookups } from '../api/staff-workbook'
import { StaffFormModal } from './staff-form-modal'

/** manage-staff: every HOD and faculty member, filtered, sorted and paged, with add, edit, disable and import. */
export function StaffList() {
  const filtering = usePeopleFilters<StaffFilters>({ sort: 'name', order: 'asc', accountStatus: 'ACTIVE' }, [
    'name',
    'email',
  ])
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
      filterCols={{ base: 1, sm: 3 }}
      filters={
        <>
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
        { accessor: 'email', sortable: true },
        { accessor: 'phone', render: (staff) => staff.phone ?? '—' },
        {
          accessor: 'usertype',
          title: 'Role',
          render: (staff) => (staff.usertype === 'HOD' ? 'HOD' : 'Faculty'),
        },
        {
          accessor: 'departments',
          render: (staff) => staff.departments.map(departmentName).join(', ') || '—',
        },
        {
          accessor: 'staffTypeId',
          title: 'Staff type',
          render: (staff) => staffTypes.find((type) => type.id === staff.staffTypeId)?.name ?? '—',
        },
      ]}
      rowActions={(staff: StaffRow) => (
        <Button size="compact-xs" variant="light" component={Link} to={paths.staffPassword.href(staff.id)}>
          Set password
        </Button>
      )}
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
