import { MAX_RATING } from '@campus/core'
import { Rating } from '@mantine/core'
import { useTranslation } from 'react-i18next'

// Mantine's star outline, drawn with a darker stroke: its default empty star (gray-3 on white) is too faint to
// see in sunlight on a phone.
const STAR_PATH =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z'

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="var(--rating-size)"
      height="var(--rating-size)"
      style={{ display: 'block', width: 'var(--rating-size)', height: 'var(--rating-size)' }}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={STAR_PATH}
        strokeLinejoin="round"
        strokeWidth={1.5}
        fill={filled ? 'var(--mantine-color-orange-6)' : 'none'}
        stroke={filled ? 'var(--mantine-color-orange-8)' : 'var(--mantine-color-gray-6)'}
      />
    </svg>
  )
}

/** The words for 1 to 5 stars, as the report's legend names them (FEEDBACK_GRADE_LEGEND). */
const MEANING_KEYS = [
  'rating.poor',
  'rating.average',
  'rating.good',
  'rating.veryGood',
  'rating.excellent',
] as const

/** What a number of stars means, in the reader's language; undefined for none. */
export function useRatingMeaning() {
  const { t } = useTranslation('feedbackForm')
  return (stars: number) => {
    const key = MEANING_KEYS[stars - 1]
    return key && t(key)
  }
}

/** Five large stars for one question: 0 until the reader picks, then 1 to 5. */
export function RatingStars({
  name,
  value,
  onChange,
  labelledBy,
}: {
  name: string
  value: number
  onChange: (value: number) => void
  /** The id of the question's text, which names the group of stars. */
  labelledBy: string
}) {
  const { t } = useTranslation('feedbackForm')
  const ratingMeaning = useRatingMeaning()
  const symbolLabel = (stars: number) =>
    stars === 0
      ? t('rating.noStars')
      : t('rating.stars', { count: stars, meaning: ratingMeaning(stars) ?? '' })
  return (
    <Rating
      name={name}
      value={value}
      onChange={onChange}
      count={MAX_RATING}
      // 44 px stars: big enough to hit with a thumb on a phone.
      size={44}
      emptySymbol={<Star filled={false} />}
      fullSymbol={<Star filled />}
      getSymbolLabel={symbolLabel}
      role="radiogroup"
      aria-labelledby={labelledBy}
    />
  )
}
