import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { FailureAlert } from '@/components/form/failure-alert'
import { useFormSave } from '@/components/form/use-form-save'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { createComment, type MentorComment, refreshComments, updateComment } from '../api/comments'
import { MAX_RATING, MID_RATING, MIN_RATING } from '../utils/rating'

/** A comment has words, at most this many characters (legacy-client 5.9). */
export const COMMENT_MAX = 1500

/** Add Comment / Edit Comment: the words and a rating of 1 to 10; a new comment starts at 5. */
export function CommentFormModal({
  studentId,
  authorId,
  mentorId,
  comment,
  onClose,
}: {
  studentId: string
  /** The signed-in user, who writes it. */
  authorId: string
  /** The student's mentor now. */
  mentorId: string
  comment?: MentorComment
  onClose: () => void
}) {
  const { t } = useStaffTranslation('mentoring')
  const form = useFormSave({ toast: 'unexplained' })
  const [text, setText] = useState(comment?.commentDesc ?? '')
  const [rating, setRating] = useState(comment?.rating ?? MID_RATING)
  const words = text.trim()
  const valid = words.length > 0 && text.length <= COMMENT_MAX && rating >= MIN_RATING

  async function save(event: FormEvent) {
    form.start(event)
    if (!valid) return
    const fields = { studentId, staffId: authorId, mentorId, commentDesc: words, rating }
    await form.send(
      () =>
        comment
          ? updateComment(comment.id, { ...fields, mentorId: comment.mentorId })
          : createComment(fields),
      {
        success: comment ? t('comments.updated') : t('comments.created'),
        onSaved: () => refreshComments(studentId),
        onClose,
      },
    )
  }

  return (
    // Not the form kit's dialog: Save stays disabled while the comment is invalid (legacy-client 3.8).
    <Modal
      opened
      onClose={onClose}
      title={comment ? t('comments.editTitle') : t('comments.addTitle')}
      size="lg"
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack>
          <Textarea
            label={t('comments.comment')}
            required
            autosize
            minRows={4}
            maxLength={COMMENT_MAX}
            value={text}
            onChange={(change) => setText(change.currentTarget.value)}
            description={t('comments.counter', { count: text.length, max: COMMENT_MAX })}
            error={text.length > 0 && !words ? t('comments.required') : form.errors.commentDesc}
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="comment-rating">
              {t('comments.rating', { rating })}
            </Text>
            <Rating
              count={MAX_RATING}
              value={rating}
              onChange={setRating}
              aria-labelledby="comment-rating"
              size="lg"
            />
            <Group gap="xs">
              <Button size="compact-sm" variant="default" onClick={() => setRating(MIN_RATING)}>
                {t('comments.minRate')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setRating(MID_RATING)}>
                {t('comments.midRate')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setRating(MAX_RATING)}>
                {t('comments.maxRate')}
              </Button>
            </Group>
          </Stack>
          <FailureAlert title={t('comments.notSaved')} failure={form.failure ?? form.errors.rating} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('comments.cancel')}
            </Button>
            <Button type="submit" loading={form.saving} disabled={!valid}>
              {comment ? t('comments.update') : t('comments.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
