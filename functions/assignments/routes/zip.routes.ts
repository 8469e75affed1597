import { access, byId, callerOf, createRoutes, describe, IdParamSchema, validate } from '@campus/http'
import { STAFF_READERS } from '../access-rules'
import type { AssignmentsDeps } from '../deps'
import { SubmissionsZipSchema } from './zip-schemas'

const whoManages = "its author, the subject's teachers, the department's HOD or an administrator"

/**
 * One zip of every submission to an assignment, built in the background by the `assignment-submissions-zip`
 * job: POST starts it, GET polls it and, once READY, links to it.
 */
export const zipRoutes = ({ zips }: AssignmentsDeps) =>
  createRoutes()
    .post(
      '/api/assignment/:id/zip',
      access(STAFF_READERS, 'own'),
      describe({
        summary: `Start a zip of every submitted file, built in the background; its entries are \`<register number or name> - <file name>\` (\`LATE - \` before late ones), by register number. While a zip of the assignment is PROCESSING, or a READY one of the same submitted files is under a day old, that one is answered and none starts; 409 NO_SUBMISSIONS when nobody has submitted. Poll the GET for progress: ${whoManages}. Audited`,
        response: SubmissionsZipSchema,
        responseDescription: 'The zip, PROCESSING: `{ status, done: 0, total, fileName, requestedOn }`',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await zips.request(callerOf(c), c.req.valid('param').id), 202),
    )
    .get(
      '/api/assignment/:id/zip',
      ...byId(
        access(STAFF_READERS, 'own'),
        {
          summary: `The latest zip of the assignment's submissions, as the page polls it; NONE when never asked for, PROCESSING with \`done\` of \`total\` files, READY with \`url\` (a download valid for 5 minutes, as \`fileName\`), or FAILED with \`reason\`. Two GetItems: ${whoManages}`,
          response: SubmissionsZipSchema,
          responseDescription: '`{ status, done, total, url?, fileName?, reason?, requestedOn? }`',
        },
        (caller, id) => zips.latest(caller, id),
      ),
    )
