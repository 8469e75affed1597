import { MANAGERS } from '@campus/core'
import {
  MAX_IMPORT_ROWS,
  MAX_MOVED_STUDENTS,
  MoveStudentsResultSchema,
  MoveStudentsSchema,
  UserImportResultSchema,
  UserImportSchema,
} from '@campus/core'
import { access, callerOf, createRoutes, describe, validate } from '@campus/http'
import { STUDENT_MOVERS } from '../access-rules'
import type { IdentityDeps } from '../deps'

/** Many users per request: the spreadsheet import and the academic admin's student moves. */
export const bulkRoutes = (deps: IdentityDeps) =>
  createRoutes()
    .post(
      '/api/user/import',
      access(MANAGERS, 'department'),
      describe({
        summary: `Import students or staff from a spreadsheet, ${MAX_IMPORT_ROWS} rows per request at most (more is a 400). Body \`{ kind: 'STUDENT' | 'STAFF', rows: [{ row, ...fields }] }\`, \`row\` being the spreadsheet row number. Students are keyed on registerNo (name, email and departmentid required), staff on email (name required). A new key creates the user without a password (they use "Forgot password", or an administrator sets one; new staff are FACULTY); a known key updates only the fields the row carries, never the user type. Each row is checked on its own: a rejected row writes nothing and the others still land. Rejected: a failed field check, a key of the other kind of user, a student email another user has, a key twice in one request (the later row), and for an HOD a department they do not head. Answer \`{ created, updated, rejected: [{ row, key?, errors: [{ field?, message }] }] }\`; \`updated\` also counts rows that changed nothing`,
        response: UserImportResultSchema,
        responseDescription: 'Per-row outcome of this chunk',
      }),
      validate('json', UserImportSchema),
      async (c) => c.json(await deps.imports.importUsers(callerOf(c), c.req.valid('json')), 200),
    )
    .post(
      '/api/user/moveStudents',
      access(STUDENT_MOVERS, 'department'),
      describe({
        summary: `Move up to ${MAX_MOVED_STUDENTS} students into an academic year (and a group of it, or none), optionally setting sem and department. Administrators; CUSTOM users with the ACADEMICADMIN role type; HODs for students of departments they head, and only into those. Ids that are not students (or not the HOD's) are skipped with a reason; students already there count as moved`,
        response: MoveStudentsResultSchema,
        responseDescription: '`{ moved, skipped: [{ id, message }] }`',
      }),
      validate('json', MoveStudentsSchema),
      async (c) => c.json(await deps.moves.move(callerOf(c), c.req.valid('json')), 200),
    )
