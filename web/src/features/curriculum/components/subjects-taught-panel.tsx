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
import { useStaffTranslation } from '@/lib/i18n/staff'

type Dialog = { kind: 'add' } | { kind: 'staff'; subject: Subject } | { kind: 'delete'; subject: Subject }

/** What an academic year is taught, by semester, with staff and status; a group sees its own and the year's. */
export function SubjectsTaughtPanel({ department }: { department: DepartmentOption }) {
  const { t } = useStaffTranslation('curriculum')
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
    if (!subject.groupId) return t('taughtTo.wholeYear')
    const group = groupList.find((candidate) => candidate.id === subject.groupId)
    return group ? t('taughtTo.group', { name: group.groupName }) : t('taughtTo.aGroup')
  }

  async function setStatus(subject: Subject, subjectStatus: SubjectStatus) {
    try {
      await updateSubjectTaught({ id: subject.id, subjectStatus })
      const done = subjectStatus === 'ACTIVE' ? 'subjectsTaught.activated' : 'subjectsTaught.deactivated'
      notify('success', t(done, { code: subject.subjectCode }))
    } catch (error) {
      notify('error', error instanceof Error ? error.message : t('subjectsTaught.statusFailed'))
    }
    await subjects.mutate()
  }

  return (
    <Stack>
      <LoadError title={t('subjectsTaught.yearsLoadError')} error={years.error} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select
          label={t('subjectsTaught.academicYear')}
          data={yearList.map((candidate) => ({ value: candidate.id, label: yearLabel(candidate) }))}
          value={year?.id ?? null}
          onChange={(value) => set({ accYearId: value ?? undefined, groupId: undefined })}
          placeholder={years.isLoading ? t('subjectsTaught.loading') : t('subjectsTaught.noYears')}
          disabled={!yearList.length}
          allowDeselect={false}
        />
        <Select
          label={t('subjectsTaught.group')}
          placeholder={t('subjectsTaught.everyGroup')}
          data={groupList.map((group) => ({
            value: group.id,
            label: t('taughtTo.group', { name: group.groupName }),
          }))}
          value={filters.groupId ?? null}
          onChange={(value) => set({ groupId: value ?? undefined })}
          disabled={!groupList.length}
          clearable
        />
        <Select
          label={t('subjectsTaught.semester')}
          placeholder={t('subjectsTaught.everySemester')}
          data={semesterOptions(t, semesterCount(department.totalSemester))}
          value={filters.semester ? String(filters.semester) : null}
          onChange={(value) => set({ semester: value ? Number(value) : undefined })}
          clearable
        />
        <Select
          label={t('subjectsTaught.status')}
          placeholder={t('subjectsTaught.activeAndInactive')}
          data={[
            { value: 'ACTIVE', label: t('subjectsTaught.active') },
            { value: 'INACTIVE', label: t('subjectsTaught.inactive') },
          ]}
          value={filters.subjectStatus ?? null}
          onChange={(value) => set({ subjectStatus: value ?? undefined })}
          clearable
        />
      </SimpleGrid>
      {year && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {subjects.isLoading
              ? t('subjectsTaught.loadingSubjects')
              : t('subjectsTaught.count', { number: records.length })}
            {year.regulation && ` · ${t('subjectsTaught.regulation', { regulation: year.regulation })}`}
          </Text>
          <Group>
            <Button onClick={() => setDialog({ kind: 'add' })}>{t('subjectsTaught.add')}</Button>
            <ExportButton
              disabled={!records.length}
              onExport={() => downloadSubjectsTaught(yearLabel(year), records, taughtTo, t)}
            />
          </Group>
        </Group>
      )}
      <LoadError title={t('subjectsTaught.loadError')} error={subjects.error} />
      {year && (
        <SubjectsDataTable<Subject>
          label={t('subjectsTaught.label')}
          subjects={records}
          loading={subjects.isLoading}
          noRecordsText={t('subjectsTaught.noRecords')}
          columns={[
            {
              accessor: 'groupId',
              title: t('subjectsTaught.taughtTo'),
              noWrap: true,
              ...shownFrom('xl'),
              render: taughtTo,
            },
            {
              accessor: 'stafflist',
              title: t('subjectsTaught.staff'),
              ...shownFrom('md'),
              render: (subject) =>
                subject.stafflist.length ? subject.stafflist.map((staff) => staff.staffName).join(', ') : '—',
            },
            {
              accessor: 'subjectStatus',
              title: t('subjectsTaught.status'),
              noWrap: true,
              render: (subject) => (
                <OnOffBadge on={subject.subjectStatus === 'ACTIVE'}>
                  {subject.subjectStatus === 'ACTIVE'
                    ? t('subjectsTaught.active')
                    : t('subjectsTaught.inactive')}
                </OnOffBadge>
              ),
            },
            {
              accessor: 'actions',
              title: t('subjectsTaught.actions'),
              render: (subject) => (
                <RowActions
                  of={subject.subjectCode}
                  menuBelow="lg"
                  actions={[
                    {
                      label: t('subjectsTaught.assignStaff'),
                      onClick: () => setDialog({ kind: 'staff', subject }),
                    },
                    {
                      label:
                        subject.subjectStatus === 'ACTIVE'
                          ? t('subjectsTaught.deactivate')
                          : t('subjectsTaught.activate'),
                      onClick: () =>
                        void setStatus(subject, subject.subjectStatus === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE'),
                    },
                    {
                      label: t('subjectsTaught.remove'),
                      color: 'red',
                      onClick: () => setDialog({ kind: 'delete', subject }),
                    },
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
          question={t('subjectsTaught.removeQuestion', { code: dialog.subject.subjectCode })}
          confirmLabel={t('subjectsTaught.removeConfirm')}
          remove={() => deleteSubjectTaught(dialog.subject.id)}
          done={t('subjectsTaught.removed', { code: dialog.subject.subjectCode })}
          refresh={() => subjects.mutate()}
          onClose={() => setDialog(undefined)}
        >
          {t('subjectsTaught.removeBody', {
            code: dialog.subject.subjectCode,
            name: dialog.subject.subjectName,
            year: yearLabel(year),
            taughtTo: taughtTo(dialog.subject),
          })}
        </DeleteConfirm>
      )}
    </Stack>
  )
}
