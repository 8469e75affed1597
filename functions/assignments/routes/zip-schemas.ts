import * as z from 'zod'

/** The zip of an assignment's submissions as the page polls it (`POST` and `GET /api/assignment/{id}/zip`). */
export const SubmissionsZipSchema = z.object({
  status: z
    .enum(['NONE', 'PROCESSING', 'READY', 'FAILED'])
    .describe(
      'NONE: never asked for; PROCESSING: being built; READY: `url` downloads it; FAILED: see `reason`',
    ),
  done: z.number().describe('Files in the zip so far'),
  total: z.number().describe('Submissions to zip (0 while NONE)'),
  url: z.string().optional().describe('Once READY: a presigned download valid for 5 minutes'),
  fileName: z.string().optional().describe('`<assignment title> submissions.zip`'),
  reason: z.string().optional().describe('Once FAILED: why, as the page shows it'),
  requestedOn: z.number().optional().describe('When the zip was asked for (epoch ms)'),
})
export type SubmissionsZip = z.infer<typeof SubmissionsZipSchema>
