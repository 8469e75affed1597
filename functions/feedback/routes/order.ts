import * as z from 'zod'

/**
 * The `order` parameter of the feedback lists: the legacy client sends `order=des` for newest first; `dec` and
 * `desc` mean the same, `asc` (the default) oldest first.
 */
export const OrderQuerySchema = z.object({
  order: z
    .enum(['asc', 'des', 'dec', 'desc'], { error: 'order is one of asc, des, dec, desc' })
    .optional()
    .transform((order) => (order === undefined || order === 'asc' ? ('asc' as const) : ('desc' as const))),
})
