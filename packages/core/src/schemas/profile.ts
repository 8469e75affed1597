import * as z from 'zod'

/** Staff profile sections kept as whole lists: past experience and work profile. */
export const ProfileSectionNameSchema = z.enum(['experience', 'work'])
export type ProfileSectionName = z.infer<typeof ProfileSectionNameSchema>

const text = (max: number) => z.string().trim().max(max)
/** Dates as the forms send them: epoch milliseconds. */
const date = z.number().int().nonnegative()

export const ExperienceEntrySchema = z
  .object({
    institution: text(200).min(1, 'Institution is required'),
    designation: text(200).min(1, 'Designation is required'),
    from: date,
    to: date.optional(),
    description: text(2000).optional(),
  })
  .refine((entry) => entry.to === undefined || entry.to >= entry.from, {
    path: ['to'],
    message: 'The end date is before the start date',
  })

export type ExperienceEntry = z.infer<typeof ExperienceEntrySchema>

/** Publications, projects, awards and the like, which feed accreditation criteria 3 and 6. */
export const WorkEntrySchema = z.object({
  title: text(300).min(1, 'Title is required'),
  category: z.enum(['Publication', 'Project', 'Patent', 'Award', 'Conference', 'Workshop', 'Other']),
  date,
  description: text(2000).optional(),
  link: z.url().max(1000).optional(),
})

export type WorkEntry = z.infer<typeof WorkEntrySchema>

export const ProfileSectionBodySchema = {
  experience: z.object({ entries: z.array(ExperienceEntrySchema).max(100) }),
  work: z.object({ entries: z.array(WorkEntrySchema).max(500) }),
} as const

export const AdminSetPasswordSchema = z.object({
  newPassword: z
    .string()
    .min(8, 'Use at least 8 characters')
    .max(128)
    .regex(/[A-Za-z]/, 'Include a letter')
    .regex(/\d/, 'Include a digit'),
})
