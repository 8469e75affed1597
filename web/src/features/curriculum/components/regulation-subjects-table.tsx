import { Button, Group, Select, Stack } from '@mantine/core'
import { ExportButton } from '@/components/ui/export-button'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { LoadError } from '@/components/ui/load-error'
import type { DepartmentOption } from '@/lib/academics'
import { downloadRegulationSubjects } from '../api/curriculum-workbook'
import {
  deleteRegulationSubject,
  type Regulation,
  type RegulationSubject,
  useRegulationSubjects,
} from '../api/regulations'
import { isSubjectsTaughtKey } from '../api/subjects-taught'
import { semesterCount, semesterOptions } from '../utils/semesters'
import { RowActions } from '@/components/ui/row-actions'
import { shownFrom } from '@/components/ui/table-columns'
import { RegulationSubjectFormModal } from './regulation-subject-form-modal'
import { SubjectsDataTable } from './subjects-data-table'
import { DeleteConfirm } from './delete-confirm'

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; subject: RegulationSubject }
  | { kind: 'delete'; subject: RegulationSubject }

/** The subjects a regulation lists, by semester: add, edit, delete and export. */
export function RegulationSubjectsTable({
  regulation,
  department,
}: {
  regulation: Regulation
  department: DepartmentOption
}) {
  const subjects = useRegulationSubjects(regulation.id)
  const { mutate } = useSWRConfig()
  const [semester, setSemester] = useState<string | null>(null)
  const [dialog, setDialog] = useState<Dialog>()
  const semesters = semesterCount(department.totalSemester)
  const shown = (subjects.data ?? []).filter((subject) => !semester || String(subject.semester) === semester)

  return (
    <Stack>
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <Select
          label="Semester"
          placeholder="All semesters"
          data={semesterOptions(semesters)}
          value={semester}
          onChange={setSemester}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <Group>
          <Button onClick={() => setDialog({ kind: 'add' })}>Add subject</Button>
          <ExportButton
            disabled={!shown.length}
            onExport={() => downloadRegulationSubjects(regulation.year, shown)}
          />
        </Group>
      </Group>
      <LoadError title="The subjects of this regulation did not load" error={subjects.error} />
      <SubjectsDataTable<RegulationSubject>
        label={`Subjects of regulation ${regulation.year}`}
        subjects={shown}
        loading={subjects.isLoading}
        noRecordsText={semester ? 'No subjects in this semester' : 'This regulation lists no subjects yet'}
        columns={[
          {
            accessor: 'subjectType',
            title: 'Type',
            ...shownFrom('sm'),
            render: (subject) => subject.subjectType ?? '—',
          },
          {
            accessor: 'actions',
            title: 'Actions',
            render: (subject) => (
              <RowActions
                of={subject.subjectCode}
                actions={[
                  { label: 'Edit', onClick: () => setDialog({ kind: 'edit', subject }) },
                  { label: 'Delete', color: 'red', onClick: () => setDialog({ kind: 'delete', subject }) },
                ]}
              />
            ),
          },
        ]}
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <RegulationSubjectFormModal
          regulation={regulation}
          subject={dialog.kind === 'edit' ? dialog.subject : undefined}
          semesters={semesters}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            void subjects.mutate()
            // The subjects taught from it carry its name, code and credits, which the server keeps in step.
            void mutate(isSubjectsTaughtKey)
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteConfirm
          question={`Delete ${dialog.subject.subjectCode}?`}
          confirmLabel="Delete subject"
          remove={() => deleteRegulationSubject(dialog.subject.id)}
          done={`${dialog.subject.subjectCode} deleted`}
          refresh={() => subjects.mutate()}
          onClose={() => setDialog(undefined)}
        >
          {`${dialog.subject.subjectCode} ${dialog.subject.subjectName} leaves regulation ${regulation.year}. A subject still taught to an academic year cannot be deleted.`}
        </DeleteConfirm>
      )}
    </Stack>
  )
}
