import { averagePercent, MAX_RATING } from '@campus/core'

/** An average rating as the legacy reports wrote it: "4.33/5.0". */
export const averageOutOfMax = (average: number) => `${average}/${MAX_RATING}.0`

/** An average rating as a whole percentage: "86%". */
export const averageAsPercent = (average: number) => `${averagePercent(average)}%`
