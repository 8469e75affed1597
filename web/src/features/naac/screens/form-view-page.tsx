import type { NaacEntryStatus, NaacEntryView } from '@campus/core'
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Labelled } from '@/components/ui/labelled-value'
import { LoadError } from '@/components/ui/load-error'
import { type CurrentUserRecord, useCurrentUser } from '@/lib/current-user'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useRefreshNaac } from '../api/client'
import { useThread } from '../api/comments'
import { updateEntry, useEntry } from '../api/entries'
import { useFacultyDepartmentName } from '../api/structure'
import { CommentModal } from '../components/comment-modal'
import { EntryValues } from '../components/entry-values'
import { HistoryTimeline } from '../components/history-timeline'
import { PageHeader } from '../components/page-header'
import { CommentStatusBadge, StatusBadge } from '../components/status'
import { naacPaths } from '../paths'
import { noRoleMessage, rightsIn } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

interface Place {
  naacId: string
  facultyId: string
  facultyDeptId: string
  criteria: string
}

/**
 * The review an AUTHORIZER may give an entry in its state: Approve while waiting or unapproved, else UnApprove;
 * its words are `review.<to>`.
 */
const reviewOf = (status: NaacEntryStatus) =>
  status === 'APPROVED'
    ? { to: 'UNAPPROVED' as const, color: 'red.9' }
    : { to: 'APPROVED' as const, color: 'teal.9' }

function EntryView({ user, entry, place }: { user: CurrentUserRecord; entry: NaacEntryView; place: Place }) {
  const { t } = useStaffTranslation('naac')
  const refresh = useRefreshNaac()
  const thread = useThread(entry.id)
  const rights = rightsIn(user, entry.facultyDeptId)
  const [reviewing, setReviewing] = useState(false)
  const [commenting, setCommenting] = useState(false)
  const review = reviewOf(entry.status)
  const commentStatus = thread.data?.status ?? entry.commentStatus

  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Group gap="lg">
              <Labelled label={t('entryView.status')}>
                <StatusBadge status={entry.status} />
              </Labelled>
              <Labelled label={t('entryView.commentsStatus')}>
                <Group gap={4} data-testid="comments-status">
                  <CommentStatusBadge status={commentStatus} />
                </Group>
              </Labelled>
            </Group>
            {rights.read && (
              <Group gap="xs">
                {rights.authorize && (
                  <Button color={review.color} onClick={() => setReviewing(true)}>
                    {t(`review.${review.to}.label`)}
                  </Button>
                )}
                <Button variant="default" onClick={() => setCommenting(true)}>
                  {t('entryView.comment')}
                </Button>
                {rights.enter && (
                  <Button component={Link} to={naacPaths.formEdit(entry.id, place.facultyId, place.criteria)}>
                    {t('entryView.edit')}
                  </Button>
                )}
              </Group>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Labelled label={t('entryView.created')}>
              <Text size="sm">
                {formatDate(entry.createdOn)}
                {entry.createdByName ? t('entryView.by', { name: entry.createdByName }) : ''}
              </Text>
            </Labelled>
            <Labelled label={t('entryView.modified')}>
              <Text size="sm">
                {entry.modifiedByName && entry.modifiedOn
                  ? t('entryView.modifiedOn', {
                      date: formatDate(entry.modifiedOn),
                      name: entry.modifiedByName,
                    })
                  : '---'}
              </Text>
            </Labelled>
          </SimpleGrid>
        </Stack>
      </Paper>
      <EntryValues entry={entry} />
      <HistoryTimeline entryId={entry.id} />
      {reviewing && (
        <ConfirmDialog
          question={t(`review.${review.to}.question`)}
          confirmLabel={t('confirm.ok')}
          cancelLabel={t('confirm.cancel')}
          confirmColor={review.color}
          onConfirm={async () => {
            await updateEntry(entry, { status: review.to })
            notify('success', t(`review.${review.to}.done`))
            await refresh()
          }}
          onClose={() => setReviewing(false)}
        />
      )}
      {commenting && (
        <CommentModal
          entryId={entry.id}
          userId={user.id}
          mayComment={rights.enter}
          mayClose={rights.authorize}
          onClose={() => setCommenting(false)}
        />
      )}
    </Stack>
  )
}

function ViewEntry({ user, place }: { user: CurrentUserRecord; place: Place }) {
  const { t } = useStaffTranslation('naac')
  const rights = rightsIn(user, place.facultyDeptId)
  const entry = useEntry(rights.read ? place.naacId : undefined)
  const departmentName = useFacultyDepartmentName(place.facultyDeptId)
  return (
    <Stack>
      <PageHeader
        title={entry.data?.title ?? t('entryView.entry')}
        description={entry.data?.description}
        details={
          departmentName && t('entryView.details', { department: departmentName, criteria: place.criteria })
        }
        back={
          entry.data
            ? naacPaths.submitted(
                entry.data.facultyDeptId,
                entry.data.naacTemplateId,
                place.facultyId,
                place.criteria,
              )
            : naacPaths.home
        }
      />
      {!rights.read ? (
        <Alert color="yellow">{noRoleMessage(departmentName ?? t('access.thisDepartment'), t)}</Alert>
      ) : (
        <>
          <LoadError title={t('entryLoadError')} error={entry.error} />
          {entry.isLoading && <Skeleton h={400} />}
          {entry.data && <EntryView user={user} entry={entry.data} place={place} />}
        </>
      )}
    </Stack>
  )
}

/** naac/form-view/…: an entry's values, its review and comments, and its history. */
export function Component() {
  const { naacId = '', facultyId = '', facultyDeptId = '', criteria = '' } = useParams()
  const { data: user } = useCurrentUser()
  if (!user) return <Skeleton h={300} />
  return <ViewEntry user={user} place={{ naacId, facultyId, facultyDeptId, criteria }} />
}
