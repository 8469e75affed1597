import { Button, Group, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { departmentName, type DepartmentOption } from '@/lib/academics'
import { deleteRegulation, type Regulation, useRegulations } from '../api/regulations'
import { RegulationFormModal } from './regulation-form-modal'
import { RegulationSubjectsTable } from './regulation-subjects-table'
import { DeleteConfirm } from './delete-confirm'

const regulationLabel = (regulation: Regulation) =>
  regulation.examType ? `${regulation.year} (${regulation.examType})` : regulation.year

type Dialog =
  { kind: 'add' } | { kind: 'edit'; regulation: Regulation } | { kind: 'delete'; regulation: Regulation }

/** A department's regulations, one chosen at a time, with the subjects it lists. */
export function RegulationsPanel({ department }: { department: DepartmentOption }) {
  const regulations = useRegulations(department.id)
  const [chosenId, setChosenId] = useState<string>()
  const [dialog, setDialog] = useState<Dialog>()
  const list = regulations.data ?? []
  // The newest regulation is shown until another is chosen.
  const regulation = list.find((candidate) => candidate.id === chosenId) ?? list[0]

  return (
    <Stack>
      <LoadError title="The regulations did not load" error={regulations.error} />
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Regulation"
          data={list.map((candidate) => ({ value: candidate.id, label: regulationLabel(candidate) }))}
          value={regulation?.id ?? null}
          onChange={(value) => setChosenId(value ?? undefined)}
          disabled={!list.length}
          placeholder={regulations.isLoading ? 'Loading…' : 'No regulations yet'}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        <Button onClick={() => setDialog({ kind: 'add' })}>Add regulation</Button>
        {regulation && (
          <>
            <Button variant="default" onClick={() => setDialog({ kind: 'edit', regulation })}>
              Edit regulation
            </Button>
            <Button variant="default" color="red" onClick={() => setDialog({ kind: 'delete', regulation })}>
              Delete regulation
            </Button>
          </>
        )}
      </Group>
      {regulation ? (
        <RegulationSubjectsTable key={regulation.id} regulation={regulation} department={department} />
      ) : (
        !regulations.isLoading &&
        !regulations.error && (
          <Text c="dimmed">
            {departmentName(department)} has no regulations yet. Add one to list the subjects it teaches.
          </Text>
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
          question={`Delete regulation ${dialog.regulation.year}?`}
          confirmLabel="Delete regulation"
          remove={() => deleteRegulation(dialog.regulation.id)}
          done={`Regulation ${dialog.regulation.year} deleted`}
          refresh={() => {
            setChosenId(undefined)
            return regulations.mutate()
          }}
          onClose={() => setDialog(undefined)}
        >
          A regulation can be deleted only when it lists no subjects and no academic year follows it.
        </DeleteConfirm>
      )}
    </Stack>
  )
}
