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
import { useStaffTranslation } from '@/lib/i18n/staff'

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
  const { t } = useStaffTranslation('curriculum')
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
          label={t('regulationSubjects.semester')}
          placeholder={t('regulationSubjects.allSemesters')}
          data={semesterOptions(t, semesters)}
          value={semester}
          onChange={setSemester}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <Group>
          <Button onClick={() => setDialog({ kind: 'add' })}>{t('regulationSubjects.add')}</Button>
          <ExportButton
            disabled={!shown.length}
            onExport={() => downloadRegulationSubjects(regulation.year, shown, t)}
          />
        </Group>
      </Group>
      <LoadError title={t('regulationSubjects.loadError')} error={subjects.error} />
      <SubjectsDataTable<RegulationSubject>
        label={t('regulationSubjects.label', { year: regulation.year })}
        subjects={shown}
        loading={subjects.isLoading}
        noRecordsText={semester ? t('regulationSubjects.noneInSemester') : t('regulationSubjects.none')}
        columns={[
          {
            accessor: 'subjectType',
            title: t('regulationSubjects.type'),
            ...shownFrom('sm'),
            render: (subject) => subject.subjectType ?? '—',
          },
          {
            accessor: 'actions',
            title: t('regulationSubjects.actions'),
            render: (subject) => (
              <RowActions
                of={subject.subjectCode}
                actions={[
                  {
                    label: t('regulationSubjects.edit'),
                    onClick: () => setDialog({ kind: 'edit', subject }),
                  },
                  {
                    label: t('regulationSubjects.delete'),
                    color: 'red',
                    onClick: () => setDialog({ kind: 'delete', subject }),
                  },
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
          question={t('regulationSubjects.deleteQuestion', { code: dialog.subject.subjectCode })}
          confirmLabel={t('regulationSubjects.deleteConfirm')}
          remove={() => deleteRegulationSubject(dialog.subject.id)}
          done={t('regulationSubjects.deleted', { code: dialog.subject.subjectCode })}
          refresh={() => subjects.mutate()}
          onClose={() => setDialog(undefined)}
        >
          {t('regulationSubjects.deleteBody', {
            code: dialog.subject.subjectCode,
            name: dialog.subject.subjectName,
            year: regulation.year,
          })}
        </DeleteConfirm>
      )}
    </Stack>
  )
}
