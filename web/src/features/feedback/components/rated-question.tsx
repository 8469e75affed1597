import { Paper, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { RatingStars, useRatingMeaning } from './rating-stars'

/**
 * One numbered question with its stars, which the question's text names for screen readers. Once rated it
 * says what the stars mean; unrated after a refused submit, it says it still needs a rating.
 */
export function RatedQuestion({
  number,
  question,
  name,
  value,
  onChange,
  showUnrated,
}: {
  number: number
  question: string
  /** The radio group's name, unique on the page. */
  name: string
  value: number
  onChange: (stars: number) => void
  showUnrated: boolean
}) {
  const textId = useId()
  const { t } = useTranslation('feedbackForm')
  const ratingMeaning = useRatingMeaning()
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="xs">
        <Text id={textId} fw={500} style={{ overflowWrap: 'anywhere' }}>
          {number}. {question}
        </Text>
        <RatingStars name={name} labelledBy={textId} value={value} onChange={onChange} />
        {value > 0 ? (
          <Text size="sm" c="dimmed">
            {ratingMeaning(value)}
          </Text>
        ) : (
          showUnrated && (
            <Text size="sm" c="red.8">
              {t('rating.rateThis')}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  )
}
