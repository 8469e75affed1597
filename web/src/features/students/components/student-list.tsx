import { contactColumns, nameColumn } from '@/components/people/people-columns'
import { PeopleList } from '@/components/people/people-list'
import { usePeopleFilters } from '@/components/people/use-people-filters'
import { FilterSelect } from '@/components/ui/filter-select'
import { OneLineText, shownFrom } from '@/components/ui/table-columns'
import { paths } from '@/config/paths'
import {
  departmentName,
  useAcademicYears,
  useCurrentYears,
  useDepartments,
  useGroups,
  yearLabel,
} from '@/lib/academics'
import { fetchAllStudents, type StudentFilters, type StudentRow, useStudentList } from '../api/student-list'
import { studentWorkbook, type StudentLookups } from '../api/student-workbook'
import { StudentFormModal } from './student-form-modal'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * manage-student: students by department, year and group, with add, edit, disable, import and export.
 * @param openingDepartmentId the department the list opens on (an HOD's own); the filter may change it
 */
export function StudentList({ openingDepartmentId }: { openingDepartmentId?: string | undefined }) {
  const { t } = useStaffTranslation('students')
  const { t: shared } = useStaffTranslation('components')
  const filtering = usePeopleFilters<StudentFilters>(
    { sort: 'name', order: 'asc', ...(openingDepartmentId ? { departmentId: openingDepartmentId } : {}) },
    ['name', 'registerNo'],
  )
  const { filters, change } = filtering
  const list = useStudentList(filters)
  const { data: departments = [] } = useDepartments()
  const { data: years = [] } = useAcademicYears(filters.departmentId)
  const { data: groups = [] } = useGroups(filters.accYearId)
  const { data: currentYears = [] } = useCurrentYears()
  const lookups: StudentLookups = { departments, years: currentYears }

  const groupName = (student: StudentRow) =>
    currentYears
      .flatMap((department) => department.accyearList)
      .find((year) => year.id === student.accYearId)
      ?.groups.find((group) => group.id === student.groupId)?.groupName

  return (
    <PeopleList
      noun={{ one: t('noun.one'), many: t('noun.many') }}
      list={list}
      filtering={filtering}
      filterCols={{ base: 1, sm: 2, md: 4 }}
      onDepartmentChange={(departmentId) =>
        change({ departmentId, accYearId: undefined, groupId: undefined })
      }
      filters={
        <>
          <FilterSelect
            label={t('list.academicYear')}
            data={years.map((year) => ({ value: year.id, label: yearLabel(year) }))}
            value={filters.accYearId}
            onChange={(accYearId) => change({ accYearId, groupId: undefined })}
            disabled={!filters.departmentId}
          />
          <FilterSelect
            label={t('list.group')}
            data={groups.map((group) => ({ value: group.id, label: group.groupName }))}
            value={filters.groupId}
            onChange={(groupId) => change({ groupId })}
            disabled={!filters.accYearId}
          />
        </>
      }
      columns={[
        { accessor: 'registerNo', title: t('list.regNo'), sortable: true, noWrap: true, ...shownFrom('xs') },
        nameColumn(paths.studentProfile.href, shared),
        ...contactColumns<StudentRow>(shared),
        {
          accessor: 'departmentName',
          title: t('list.degreeDepartment'),
          noWrap: true,
          ...shownFrom('md'),
          render: (student) => (
            <OneLineText text={student.departments[0] && departmentName(student.departments[0])} />
          ),
        },
        {
          accessor: 'accYear',
          title: t('list.academicYear'),
          noWrap: true,
          ...shownFrom('sm'),
          render: (student) => student.accYear ?? '—',
        },
        {
          accessor: 'groupId',
          title: t('list.group'),
          ...shownFrom('sm'),
          render: (student) => groupName(student) ?? '—',
        },
      ]}
      workbook={studentWorkbook(lookups, { t, shared })}
      fetchAll={() => fetchAllStudents(filters)}
      renderForm={({ row, ...dialog }) => <StudentFormModal student={row} {...dialog} />}
    />
  )
}
