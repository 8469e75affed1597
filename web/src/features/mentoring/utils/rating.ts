/** The ratings a comment may give (legacy-client 5.9: a 10-star widget). */
export const MIN_RATING = 1
export const MID_RATING = 5
export const MAX_RATING = 10

/** The overall rating: the mean of the comments' ratings to one decimal, or undefined with none. */
export function overallRating(ratings: readonly number[]) {
  if (!ratings.length) return undefined
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length
  return Math.round(mean * 10) / 10
}
