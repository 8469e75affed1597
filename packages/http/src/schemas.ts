import { IdSchema } from '@campus/core'
import * as z from 'zod'

/** Any JSON record, for legacy-shaped responses whose projection the caller chooses. */
export const RecordSchema = z.record(z.string(), z.unknown())
export const RecordListSchema = z.array(RecordSchema)

export const IdParamSchema = z.object({ id: z.string().trim().min(1).max(128) })

/** What a `DELETE …/:id` answers. */
export const DeletedSchema = z.object({ deleted: z.literal(true), id: IdSchema })

/** The legacy list grammar, documented; list routes parse it from the URL themselves. */
export const LIST_QUERY_PARAMETERS = [
  { name: 'filter', description: 'Equality conditions `field eq value`, comma-separated.' },
  { name: 'in', description: 'Membership in an array field: `arrayField eq value`.' },
  { name: 'fields', description: 'Projection; repeat for each field.' },
  { name: 'sort', description: 'Field to sort by.' },
  { name: 'order', description: '`asc`, or `des`/`dec`/`desc` for descending.' },
  { name: 'start', description: 'Offset (default 0).' },
  { name: 'count', description: 'How many (default and maximum 100000).' },
  {
    name: 'cursor',
    description:
      'Continue after the previous page: the `X-Next-Cursor` of its answer, or the `cursor` of a 413 ANSWER_TOO_LARGE. Not with `start`.',
  },
  { name: 'query', description: '`/boot` form: `start:0;count:50;filter:a eq X,b eq Y`.' },
] as const
