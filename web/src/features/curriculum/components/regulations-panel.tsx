import { Button, Group, Select, Stack, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { departmentName, type DepartmentOption } from '@/lib/academics'
import { deleteRegulation, type Regulation, useRegulations } from '../api/regulations'
import { RegulationFormModal } from './regulation-form-modal'
import { RegulationSubjectsTable } from './regulation-subjects-table'
import { DeleteConfirm } from './delete-confirm'
import { useStaffTranslation } from '@/lib/i18n/staff'

const regulationLabel = (regulation: Regulation, t: TFunction<'curriculum'>) =>
  regulation.examType
    ? t('regulations.option', { year: regulation.year, examType: regulation.examType })
    : regulation.year

type Dialog =
  { kind: 'add' } | { kind: 'edit'; regulation: Regulation } | { kind: 'delete'; regulation: Regulation }

/** A department's regulations, one chosen at a time, with the subjects it lists. */
export function RegulationsPanel({ department }: { department: DepartmentOption }) {
  const { t } = useStaffTranslation('curriculum')
  const regulations = useRegulations(department.id)
  const [chosenId, setChosenId] = useState<string>()
  const [dialog, setDialog] = useState<Dialog>()
  const list = regulations.data ?? []
  // The newest regulation is shown until another is chosen.
  const regulation = list.find((candidate) => candidate.id === chosenId) ?? list[0]

  return (
    <Stack>
      <LoadError title={t('regulations.loadError')} error={regulations.error} />
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('regulations.regulation')}
          data={list.map((candidate) => ({ value: candidate.id, label: regulationLabel(candidate, t) }))}
          value={regulation?.id ?? null}
          onChange={(value) => setChosenId(value ?? undefined)}
          disabled={!list.length}
          placeholder={regulations.isLoading ? t('regulations.loading') : t('regulations.none')}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        <Button onClick={() => setDialog({ kind: 'add' })}>{t('regulations.add')}</Button>
        {regulation && (
          <>
            <Button variant="default" onClick={() => setDialog({ kind: 'edit', regulation })}>
              {t('regulations.edit')}
            </Button>
            <Button variant="default" color="red" onClick={() => setDialog({ kind: 'delete', regulation })}>
              {t('regulations.delete')}
            </Button>
          </>
        )}
      </Group>
      {regulation ? (
        <RegulationSubjectsTable key={regulation.id} regulation={regulation} department={department} />
      ) : (
        !regulations.isLoading &&
        !regulations.error && (
          <Text c="dimmed">{t('regulations.noneYet', { department: departmentName(department) })}</Text>
        )
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <RegulationFormModal
          departmentId={department.id}
          regulation={dialog.kind === 'edit' ? dialog.regulation : undefined}
          onClose={() => setDialog(undefined)}
          onSaved={(saved) => {
            setChosenId(saved.id)
            void regulations.mutate()
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteConfirm
          question={t('regulations.deleteQuestion', { year: dialog.regulation.year })}
          confirmLabel={t('regulations.delete')}
          remove={() => deleteRegulation(dialog.regulation.id)}
          done={t('regulations.deleted', { year: dialog.regulation.year })}
          refresh={() => {
            setChosenId(undefined)
            return regulations.mutate()
          }}
          onClose={() => setDialog(undefined)}
        >
          {t('regulations.deleteBody')}
        </DeleteConfirm>
      )}
    </Stack>
  )
}
