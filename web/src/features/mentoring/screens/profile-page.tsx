import { Anchor } from '@mantine/core'
import { useNavigate, useParams } from 'react-router'
import { AccessGate } from '@/components/ui/access-gate'
import { TitledPage } from '@/components/ui/titled-page'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { useComments } from '../api/comments'
import { useMentorPeriods } from '../api/mentor-log'
import { CommentList } from '../components/comment-list'
import { MentorTimeline } from '../components/mentor-timeline'
import { OverallRating } from '../components/overall-rating'
import { PersonalInformation } from '../components/personal-information'
import { usesMentoring } from '../utils/access'

/**
 * A mentored student's profile for staff: personal information, the overall rating, the mentors over time and
 * the comments. Students never open it (the server refuses them the comments too).
 */
export function Component() {
  const { t } = useStaffTranslation('mentoring')
  const { studentId = '' } = useParams()
  const navigate = useNavigate()
  const comments = useComments(studentId)
  const periods = useMentorPeriods(studentId)
  const current = periods.data?.find((period) => period.current)
  return (
    <AccessGate title={t('profile.title')} allows={usesMentoring} refusal={t('section.refusal')}>
      {(user) => (
        <TitledPage title={t('profile.title')}>
          <Anchor component="button" type="button" onClick={() => void navigate(-1)} w="fit-content">
            {t('back')}
          </Anchor>
          <PersonalInformation studentId={studentId} />
          <OverallRating ratings={(comments.data ?? []).map((comment) => comment.rating)} />
          <MentorTimeline periods={periods.data ?? []} loading={periods.isLoading} error={periods.error} />
          <CommentList
            user={user}
            studentId={studentId}
            mentorId={current?.staffId}
            comments={comments.data ?? []}
            loading={comments.isLoading}
            error={comments.error}
          />
        </TitledPage>
      )}
    </AccessGate>
  )
}
