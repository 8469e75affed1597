import { Button, Group, Paper, Rating, Skeleton, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadError } from '@/components/ui/load-error'
import { RowAction } from '@/components/ui/row-action'
import type { CurrentUserRecord } from '@/lib/current-user'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { notify } from '@/lib/notify'
import { deleteComment, type MentorComment, refreshComments } from '../api/comments'
import { changesComment, writesComments } from '../utils/access'
import { formatCommentDate } from '../utils/dates'
import { MAX_RATING } from '../utils/rating'
import { CommentFormModal } from './comment-form-modal'
import { TitledCard } from './titled-card'

type Dialog = { kind: 'form'; comment?: MentorComment } | { kind: 'delete'; comment: MentorComment }

/**
 * Comments: what mentors wrote about the student, newest first, each with its rating. The mentor, an HOD or the
 * administrator add one while the student has a mentor; its author or the administrator edit and delete it.
 */
export function CommentList({
  user,
  studentId,
  mentorId,
  comments,
  loading,
  error,
}: {
  user: CurrentUserRecord
  studentId: string
  /** The student's mentor now; none, and no comment is added. */
  mentorId: string | undefined
  comments: readonly MentorComment[]
  loading: boolean
  error: Error | undefined
}) {
  const { t } = useStaffTranslation('mentoring')
  const [dialog, setDialog] = useState<Dialog>()
  const close = () => setDialog(undefined)
  const newestFirst = [...comments].sort((a, b) => Number(b.commentDate) - Number(a.commentDate))

  return (
    <TitledCard
      id="mentor-comments"
      title={t('comments.title')}
      action={
        mentorId &&
        writesComments(user, mentorId) && (
          <Button onClick={() => setDialog({ kind: 'form' })}>{t('comments.add')}</Button>
        )
      }
    >
      <LoadError title={t('comments.loadError')} error={error} />
      {loading && <Skeleton h={80} />}
      {!loading && !error && !comments.length && <Text c="dimmed">{t('comments.none')}</Text>}
      {newestFirst.map((comment) => (
        <Paper
          key={comment.id}
          withBorder
          p="sm"
          component="article"
          aria-label={t('comments.one', { name: comment.staffInfo?.name ?? '' })}
        >
          <Stack gap={4}>
            <Group justify="space-between">
              <Group gap="xs">
                <Rating count={MAX_RATING} value={comment.rating} readOnly size="sm" aria-hidden />
                <Text size="sm" fw={600}>
                  {t('comments.outOf', { rating: comment.rating })}
                </Text>
              </Group>
              {changesComment(user, comment) && (
                <Group gap={4}>
                  <RowAction
                    label={t('comments.edit')}
                    of={t('comments.ofDate', { on: formatCommentDate(comment.commentDate) })}
                    onClick={() => setDialog({ kind: 'form', comment })}
                  />
                  <RowAction
                    label={t('comments.delete')}
                    of={t('comments.ofDate', { on: formatCommentDate(comment.commentDate) })}
                    color="red"
                    onClick={() => setDialog({ kind: 'delete', comment })}
                  />
                </Group>
              )}
            </Group>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{comment.commentDesc}</Text>
            <Text size="sm" c="dimmed">
              {t('comments.mentor', { name: comment.mentorInfo?.name ?? '---' })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('comments.by', { name: comment.staffInfo?.name ?? '---' })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('comments.on', { on: formatCommentDate(comment.commentDate) })}
            </Text>
          </Stack>
        </Paper>
      ))}
      {dialog?.kind === 'form' && (mentorId ?? dialog.comment) && (
        <CommentFormModal
          studentId={studentId}
          authorId={user.id}
          mentorId={dialog.comment?.mentorId ?? mentorId ?? ''}
          comment={dialog.comment}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          question={t('comments.deleteQuestion')}
          confirmLabel={t('comments.delete')}
          cancelLabel={t('comments.keep')}
          onClose={close}
          onConfirm={async () => {
            await deleteComment(dialog.comment.id)
            notify('success', t('comments.deleted'))
            await refreshComments(studentId)
          }}
        >
          {dialog.comment.commentDesc}
        </ConfirmDialog>
      )}
    </TitledCard>
  )
}
