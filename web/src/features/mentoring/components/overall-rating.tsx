import { Group, Rating, Text } from '@mantine/core'
import { useStaffTranslation } from '@/lib/i18n/staff'
import { MAX_RATING, overallRating } from '../utils/rating'
import { TitledCard } from './titled-card'

/** Overall Rating: the mean of the comments' ratings, as read-only stars and "[avg/10]". */
export function OverallRating({ ratings }: { ratings: readonly number[] }) {
  const { t } = useStaffTranslation('mentoring')
  const overall = overallRating(ratings)
  return (
    <TitledCard id="overall-rating" title={t('profile.overall')}>
      <Group>
        <Rating count={MAX_RATING} value={overall ?? 0} fractions={10} readOnly aria-hidden />
        <Text fw={600}>
          {overall === undefined ? t('profile.noRating') : t('profile.outOf', { rating: overall })}
        </Text>
      </Group>
    </TitledCard>
  )
}
