import { Button, Table } from '@mantine/core'
import { useState } from 'react'
import { RowAction } from '@/components/ui/row-action'
import type { CurrentUserRecord } from '@/lib/current-user'
import { type BankQuestion, useQuestions } from '../api/questions'
import { mayManageFeedback } from '../utils/access'
import { QuestionFormModal } from './question-form-modal'
import { NumberedListPage } from './numbered-list-page'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The question bank, newest first: staff read it, the administrator and HODs add and reword questions. */
export function QuestionList({ user }: { user: CurrentUserRecord }) {
  const { t } = useStaffTranslation('feedback')
  const questions = useQuestions()
  const manager = mayManageFeedback(user)
  const [editing, setEditing] = useState<{ question?: BankQuestion }>()

  return (
    <NumberedListPage
      title={t('questionList.title')}
      action={manager && <Button onClick={() => setEditing({})}>{t('questionList.create')}</Button>}
      list={questions}
      loadError={t('questionList.loadError')}
      tableLabel={t('questionList.tableLabel')}
      emptyNote={t('questionList.empty')}
      scroll={{ minWidth: 320 }}
      headers={
        <>
          <Table.Th>{t('questionList.titleColumn')}</Table.Th>
          {manager && <Table.Th w={90}>{t('questionList.edit')}</Table.Th>}
        </>
      }
      name={(question) => question.question}
      cells={(question, index) =>
        manager && (
          <Table.Td>
            <RowAction
              label={t('questionList.edit')}
              aria-label={t('questionList.editLabel', { number: index + 1 })}
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
