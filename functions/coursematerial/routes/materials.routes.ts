import {
  access,
  authorize,
  authorizedOf,
  callerOf,
  createRoutes,
  describe,
  IdParamSchema,
  listQuery,
  listQueryOf,
  validate,
} from '@campus/http'
import * as z from 'zod'
import { READERS, WRITERS } from '../access-rules'
import type { CourseMaterialDeps } from '../deps'
import type { StoredMaterial } from '../entities'
import { STAFF_LIST_SPEC, SUBJECT_LIST_SPEC } from '../materials.repository'
import {
  createdMaterialOf,
  isMultipart,
  legacyMaterialOf,
  materialInput,
  updatedMaterialOf,
} from './material-input'
import {
  CreateMaterialSchema,
  LEGACY_QUERY_PARAMETERS,
  MaterialSchema,
  UpdateMaterialSchema,
} from './schemas'

const ANSWER =
  'A bare array of `{ id, title, subjectId, subjectName, courseMaterialType, description?, link?, file?: { url, fileKey, versionId, fileName, previewUrl? }, createdBy, createdByStaff, createdOn, modifiedOn }`; `url` downloads the file, `previewUrl` (PDF, PNG, JPEG) shows it in place; both work 10 minutes'

const BODIES =
  'JSON `{ title (1..200), subjectId (regSubId), courseMaterialType, description? (..2000), link? (http/https), file?: { versionId, fileKey } }` (an upload of `POST /api/s3/uploads` by the document rules), or the legacy form: the same fields in the query string and the file as multipart `file` (at most 4.5 MB, else 413 FILE_TOO_LARGE; document rules and a content check, else 400 FILE_REFUSED)'

/** The course material calls of the legacy client (legacy-client.md 2.9), on the paths it uses. */
export const materialRoutes = ({ materials, lists }: CourseMaterialDeps) =>
  createRoutes()
    .get(
      '/api/courseMaterial/staff',
      access(WRITERS, 'own'),
      describe({
        summary:
          "The materials of every regulation subject a staff member teaches (one Query of their subjects, one per department they teach in): `in=stafflist.staffid eq <userId>`, the caller when absent. A faculty member lists their own; an HOD another's only for the departments they head; the administrator anyone's. Newest first; `sort=subjectId&order=dec` groups them by subject",
        response: z.array(MaterialSchema),
        responseDescription: ANSWER,
      }),
      listQuery(STAFF_LIST_SPEC),
      async (c) => c.json(await lists.ofStaff(callerOf(c), listQueryOf(c, { defaultOrder: 'desc' })), 200),
    )
    .get(
      '/api/courseMaterial',
      access(READERS, 'department'),
      describe({
        summary:
          "One subject's materials, newest first (two Queries): `filter=subjectId eq <regSubId>` is required (the legacy spacing, `sort=subjectId`, `order=dec` and `operation=W` are taken). Staff read the subjects they teach, an HOD also those of the departments they head, the administrator any (400 SUBJECT_NOT_FOUND for an unknown one); a student the subjects of their year and group",
        response: z.array(MaterialSchema),
        responseDescription: ANSWER,
      }),
      listQuery(SUBJECT_LIST_SPEC),
      async (c) => c.json(await lists.ofSubject(callerOf(c), listQueryOf(c, { defaultOrder: 'desc' })), 200),
    )
    .post(
      '/api/courseMaterial',
      access(WRITERS, 'department'),
      describe({
        summary: `Add a material to a regulation subject the caller teaches (an HOD: also of the departments they head; the administrator: any). ${BODIES}. It needs a link or a file (400 naming file); an unknown subject is a 400 naming subjectId`,
        query: LEGACY_QUERY_PARAMETERS,
        response: MaterialSchema,
        responseDescription: 'The stored material, as the lists show it',
      }),
      materialInput(CreateMaterialSchema),
      async (c) => {
        const input = isMultipart(c)
          ? await legacyMaterialOf(c.req.valid('query'), c.req.valid('form'))
          : createdMaterialOf(c.req.valid('json'))
        return c.json(await materials.create(callerOf(c), input), 200)
      },
    )
    .put(
      '/api/courseMaterial/update/:id',
      access(WRITERS, 'own'),
      describe({
        summary: `Change a material: its author, an HOD of its department, or the administrator (checked before the body is read). ${BODIES}. JSON: a missing description or link is removed, a missing file kept, \`file: null\` removes it; multipart: the text \`undefined\` as the file keeps it, an absent link is kept. A replaced file is deleted; a change made meanwhile is a 409 CHANGED_MEANWHILE`,
        query: LEGACY_QUERY_PARAMETERS,
        response: MaterialSchema,
        responseDescription: 'The material as changed',
      }),
      validate('param', IdParamSchema),
      authorize((c) => materials.loadChangeable(callerOf(c), c.req.param('id') ?? '')),
      materialInput(UpdateMaterialSchema),
      async (c) => {
        const input = isMultipart(c)
          ? await legacyMaterialOf(c.req.valid('query'), c.req.valid('form'))
          : updatedMaterialOf(c.req.valid('json'))
        return c.json(await materials.update(callerOf(c), authorizedOf<StoredMaterial>(c), input), 200)
      },
    )
    .delete(
      '/api/courseMaterial/:id',
      access(WRITERS, 'own'),
      describe({
        summary:
          'Delete a material and its file: its author, an HOD of its department, or the administrator. Answers exactly `true`, which the legacy client waits for',
        response: z.literal(true),
        responseDescription: '`true`',
      }),
      validate('param', IdParamSchema),
      authorize((c) => materials.loadChangeable(callerOf(c), c.req.param('id') ?? '')),
      async (c) => c.json(await materials.remove(callerOf(c), authorizedOf<StoredMaterial>(c)), 200),
    )
