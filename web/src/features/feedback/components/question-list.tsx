import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { RowAction } from '@/components/ui/row-action'
import type { CurrentUserRecord } from '@/lib/current-user'
import { type BankQuestion, useQuestions } from '../api/questions'
import { mayManageFeedback } from '../utils/access'
import { QuestionFormModal } from './question-form-modal'
import { NumberedRows } from './numbered-rows'

/** The question bank, newest first: staff read it, the administrator and HODs add and reword questions. */
export function QuestionList({ user }: { user: CurrentUserRecord }) {
  const questions = useQuestions()
  const manager = mayManageFeedback(user)
  const [editing, setEditing] = useState<{ question?: BankQuestion }>()

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Questions
        </Title>
        {manager && <Button onClick={() => setEditing({})}>Create</Button>}
      </Group>
      <LoadError title="The questions did not load" error={questions.error} />
      {!questions.data && !questions.error ? (
        <Skeleton h={200} />
      ) : questions.data?.length ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder aria-label="Questions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>#</Table.Th>
                <Table.Th>Title</Table.Th>
                {manager && <Table.Th w={90}>Edit</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <NumberedRows
              items={questions.data}
              name={(question) => question.question}
              cells={(question, index) =>
                manager && (
                  <Table.Td>
                    <RowAction
                      label="Edit"
                      aria-label={`Edit question ${index + 1}`}
                      size="compact-sm"
                      onClick={() => setEditing({ question })}
                    />
                  </Table.Td>
                )
              }
            />
          </Table>
        </Table.ScrollContainer>
      ) : (
        !questions.error && <Text>Sorry ! No Questions found!.</Text>
      )}
      {editing && (
        <QuestionFormModal
          key={editing.question?.id ?? 'new'}
          question={editing.question}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  )
}
