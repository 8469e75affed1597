import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { OnOffBadge } from '@/components/ui/status-badge'
import { ExportButton } from '@/components/ui/export-button'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { type DepartmentOption, useAcademicYears, useGroups, yearLabel } from '@/lib/academics'
import { notify } from '@/lib/notify'
import { downloadSubjectsTaught } from '../api/curriculum-workbook'
import {
  deleteSubjectTaught,
  type Subject,
  type SubjectStatus,
  type SubjectsTaughtFilters,
  updateSubjectTaught,
  useSubjectsTaught,
} from '../api/subjects-taught'
import type { TeachingYear } from '../api/years'
import { semesterCount, semesterOptions } from '../utils/semesters'
import { RowActions } from '@/components/ui/row-actions'
import { shownFrom } from '@/components/ui/table-columns'
import { StaffAssignmentModal } from './staff-assignment-modal'
import { SubjectOfferingModal } from './subject-offering-modal'
import { SubjectsDataTable } from './subjects-data-table'
import { DeleteConfirm } from './delete-confirm'

type Dialog = { kind: 'add' } | { kind: 'staff'; subject: Subject } | { kind: 'delete'; subject: Subject }

/** What an academic year is taught, by semester, with staff and status; a group sees its own and the year's. */
export function SubjectsTaughtPanel({ department }: { department: DepartmentOption }) {
  const years = useAcademicYears(department.id)
  const [filters, setFilters] = useState<SubjectsTaughtFilters>({})
  const [dialog, setDialog] = useState<Dialog>()
  const yearList: TeachingYear[] = years.data ?? []
  // The newest active year is shown until another is chosen.
  const year = yearList.find((candidate) => candidate.id === filters.accYearId) ?? yearList[0]
  const groups = useGroups(year?.id)
  const groupList = groups.data ?? []
  const effective = { ...filters, accYearId: year?.id }
  const subjects = useSubjectsTaught(effective)
  const records = subjects.data ?? []
  const set = (change: Partial<SubjectsTaughtFilters>) => setFilters((current) => ({ ...current, ...change }))

  const taughtTo = (subject: Subject) => {
    if (!subject.groupId) return 'Whole year'
    const group = groupList.find((candidate) => candidate.id === subject.groupId)
    return group ? `Group ${group.groupName}` : 'A group'
  }

  async function setStatus(subject: Subject, subjectStatus: SubjectStatus) {
    try {
      await updateSubjectTaught({ id: subject.id, subjectStatus })
      notify('success', `${subject.subjectCode} ${subjectStatus === 'ACTIVE' ? 'activated' : 'deactivated'}`)
    } catch (error) {
      notify('error', error instanceof Error ? error.message : 'The status did not change')
    }
    await subjects.mutate()
  }

  return (
    <Stack>
      <LoadError title="The academic years did not load" error={years.error} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select
          label="Academic year"
          data={yearList.map((candidate) => ({ value: candidate.id, label: yearLabel(candidate) }))}
          value={year?.id ?? null}
          onChange={(value) => set({ accYearId: value ?? undefined, groupId: undefined })}
          placeholder={years.isLoading ? 'Loading…' : 'No active academic years'}
          disabled={!yearList.length}
          allowDeselect={false}
        />
        <Select
          label="Group"
          placeholder="Every group"
          data={groupList.map((group) => ({ value: group.id, label: `Group ${group.groupName}` }))}
          value={filters.groupId ?? null}
          onChange={(value) => set({ groupId: value ?? undefined })}
          disabled={!groupList.length}
          clearable
        />
        <Select
          label="Semester"
          placeholder="Every semester"
          data={semesterOptions(semesterCount(department.totalSemester))}
          value={filters.semester ? String(filters.semester) : null}
          onChange={(value) => set({ semester: value ? Number(value) : undefined })}
          clearable
        />
        <Select
          label="Status"
          placeholder="Active and inactive"
          data={[
            { value: 'ACTIVE', label: 'Active' },
            { value: 'INACTIVE', label: 'Inactive' },
          ]}
          value={filters.subjectStatus ?? null}
          onChange={(value) => set({ subjectStatus: value ?? undefined })}
          clearable
        />
      </SimpleGrid>
      {year && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {subjects.isLoading ? 'Loading subjects…' : `${records.length} subjects taught`}
            {year.regulation && ` · regulation ${year.regulation}`}
          </Text>
          <Group>
            <Button onClick={() => setDialog({ kind: 'add' })}>Add subject taught</Button>
            <ExportButton
              disabled={!records.length}
              onExport={() => downloadSubjectsTaught(yearLabel(year), records, taughtTo)}
            />
          </Group>
        </Group>
      )}
      <LoadError title="The subjects taught did not load" error={subjects.error} />
      {year && (
        <SubjectsDataTable<Subject>
          label="Subjects taught"
          subjects={records}
          loading={subjects.isLoading}
          noRecordsText="No subjects taught match these filters"
          columns={[
            { accessor: 'groupId', title: 'Taught to', noWrap: true, ...shownFrom('xl'), render: taughtTo },
            {
              accessor: 'stafflist',
              title: 'Staff',
              ...shownFrom('md'),
              render: (subject) =>
                subject.stafflist.length ? subject.stafflist.map((staff) => staff.staffName).join(', ') : '—',
            },
            {
              accessor: 'subjectStatus',
              title: 'Status',
              noWrap: true,
              render: (subject) => (
                <OnOffBadge on={subject.subjectStatus === 'ACTIVE'}>
                  {subject.subjectStatus === 'ACTIVE' ? 'Active' : 'Inactive'}
                </OnOffBadge>
              ),
            },
            {
              accessor: 'actions',
              title: 'Actions',
              render: (subject) => (
                <RowActions
                  of={subject.subjectCode}
                  menuBelow="lg"
                  actions={[
                    { label: 'Assign staff', onClick: () => setDialog({ kind: 'staff', subject }) },
                    {
                      label: subject.subjectStatus === 'ACTIVE' ? 'Deactivate' : 'Activate',
                      onClick: () =>
                        void setStatus(subject, subject.subjectStatus === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE'),
                    },
                    { label: 'Remove', color: 'red', onClick: () => setDialog({ kind: 'delete', subject }) },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
      {dialog?.kind === 'add' && year && (
        <SubjectOfferingModal
          year={year}
          groups={groupList}
          initialGroupId={filters.groupId}
          onClose={() => setDialog(undefined)}
          onSaved={() => void subjects.mutate()}
        />
      )}
      {dialog?.kind === 'staff' && (
        <StaffAssignmentModal
          subject={dialog.subject}
          onClose={() => setDialog(undefined)}
          onSaved={() => void subjects.mutate()}
        />
      )}
      {dialog?.kind === 'delete' && year && (
        <DeleteConfirm
          question={`Stop teaching ${dialog.subject.subjectCode}?`}
          confirmLabel="Remove subject"
          remove={() => deleteSubjectTaught(dialog.subject.id)}
          done={`${dialog.subject.subjectCode} removed`}
          refresh={() => subjects.mutate()}
          onClose={() => setDialog(undefined)}
        >
          {`${dialog.subject.subjectCode} ${dialog.subject.subjectName} will no longer be taught in ${yearLabel(year)} (${taughtTo(dialog.subject)}), and its staff assignments end. The regulation keeps the subject.`}
        </DeleteConfirm>
      )}
    </Stack>
  )
}
