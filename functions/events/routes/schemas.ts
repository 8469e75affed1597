import { IdSchema } from '@campus/core'
import * as z from 'zod'

/** Response and request shapes of the events routes that no core schema describes. */

/** `?id=` of the public event read. */
export const EventIdQuerySchema = z.object({ id: IdSchema })
