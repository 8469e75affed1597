import { Stack } from '@mantine/core'
import { RatedQuestion } from './rated-question'

/** A form's questions as a numbered list, each with its stars. */
export function RatedQuestionList<Key extends PropertyKey>({
  questions,
  radioName,
  ratingKey,
  ratings,
  onRate,
  showUnrated,
}: {
  questions: readonly { id: string; question: string }[]
  /** The name of the stars' radio group for the question at an index, unique on the page. */
  radioName: (index: number) => string
  /** What the rating of the question at an index is kept under in `ratings`. */
  ratingKey: (question: { id: string }, index: number) => Key
  ratings: Partial<Record<Key, number>>
  onRate: (key: Key, stars: number) => void
  /** Set after a refused submit: each unrated question then says it still needs a rating. */
  showUnrated: boolean
}) {
  return (
    <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {questions.map((question, index) => {
        const key = ratingKey(question, index)
        return (
          <RatedQuestion
            key={question.id}
            number={index + 1}
            question={question.question}
            name={radioName(index)}
            value={ratings[key] ?? 0}
            onChange={(stars) => onRate(key, stars)}
            showUnrated={showUnrated}
          />
        )
      })}
    </Stack>
  )
}
