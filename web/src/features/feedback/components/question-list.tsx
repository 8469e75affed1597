import { Button, Table } from '@mantine/core'
import { useState } from 'react'
import { RowAction } from '@/components/ui/row-action'
import type { CurrentUserRecord } from '@/lib/current-user'
import { type BankQuestion, useQuestions } from '../api/questions'
import { mayManageFeedback } from '../utils/access'
import { QuestionFormModal } from './question-form-modal'
import { NumberedListPage } from './numbered-list-page'

/** The question bank, newest first: staff read it, the administrator and HODs add and reword questions. */
export function QuestionList({ user }: { user: CurrentUserRecord }) {
  const questions = useQuestions()
  const manager = mayManageFeedback(user)
  const [editing, setEditing] = useState<{ question?: BankQuestion }>()

  return (
    <NumberedListPage
      title="Questions"
      action={manager && <Button onClick={() => setEditing({})}>Create</Button>}
      list={questions}
      noun="questions"
      emptyNote="Sorry ! No Questions found!."
      scroll={{ minWidth: 320 }}
      headers={
        <>
          <Table.Th>Title</Table.Th>
          {manager && <Table.Th w={90}>Edit</Table.Th>}
        </>
      }
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
    >
      {editing && (
        <QuestionFormModal
          key={editing.question?.id ?? 'new'}
          question={editing.question}
          onClose={() => setEditing(undefined)}
        />
      )}
    </NumberedListPage>
  )
}
