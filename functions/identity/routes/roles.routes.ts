import { ADMINS, MANAGERS } from '@campus/core'
import { CustomRoleSchema, RoleTypeSchema } from '@campus/core'
import {
  access,
  createRoutes,
  describe,
  IdParamSchema,
  callerOf,
  principalOf,
  RecordListSchema,
  RecordSchema,
  validate,
  listQuery,
  listQueryOf,
} from '@campus/http'
import * as z from 'zod'
import type { IdentityDeps } from '../deps'
import { assignableModules, menuFor } from '../menu'
import { USER_ROLE_LIST_SPEC } from '../roles.repository'

const AssignRoleSchema = z.object({ userId: z.string().trim().min(1).max(128), rollType: RoleTypeSchema })
const ChangeRoleSchema = z.object({ id: z.string().trim().min(1).max(300), rollType: RoleTypeSchema })
const MenuSchema = z.array(
  z.object({ module: z.string(), label: z.string(), path: z.string(), external: z.boolean().optional() }),
)

/** Role menus, grantable modules, user-role records and custom roles. */
export const roleRoutes = (deps: IdentityDeps) =>
  createRoutes()
    .get(
      '/api/role/menu',
      access('signed-in', 'own'),
      describe({
        summary: "The side menu for the caller's role",
        response: MenuSchema,
        responseDescription: 'Menu entries in order',
      }),
      (c) => c.json(menuFor(deps.catalog.menu, principalOf(c)), 200),
    )
    .get(
      '/api/role/getModule',
      access(ADMINS),
      describe({
        summary: 'Modules that can be granted to custom roles',
        response: RecordListSchema,
        responseDescription: 'Modules',
      }),
      (c) => c.json(assignableModules(deps.catalog.menu), 200),
    )
    .get(
      '/api/role/userRole',
      access(MANAGERS, 'college'),
      describe({
        summary: 'User-role records; filters userId, rollType, id',
        response: RecordListSchema,
        responseDescription: 'A bare array of user-role records',
      }),
      listQuery(USER_ROLE_LIST_SPEC),
      async (c) => c.json(await deps.roles.list(listQueryOf(c)), 200),
    )
    .post(
      '/api/role/userRole',
      access(ADMINS),
      describe({
        summary: 'Give a user a role type (JOURNALCLUBADMIN, PRESIDENTAWARDUSER, EVENTEDITOR, ACADEMICADMIN)',
        response: RecordSchema,
        responseDescription: 'The user-role record',
      }),
      validate('json', AssignRoleSchema),
      async (c) => {
        const { userId, rollType } = c.req.valid('json')
        return c.json(await deps.roles.assign(callerOf(c), userId, rollType), 200)
      },
    )
    .put(
      '/api/role/userRole',
      access(ADMINS),
      describe({
        summary: "Change a user-role record's role type (id in the body, as the legacy client sends it)",
        response: RecordSchema,
        responseDescription: 'The user-role record',
      }),
      validate('json', ChangeRoleSchema),
      async (c) => {
        const { id, rollType } = c.req.valid('json')
        return c.json(await deps.roles.change(callerOf(c), id, rollType), 200)
      },
    )
    .delete(
      '/api/role/userRole/:id',
      access(ADMINS),
      describe({
        summary: 'Take a role type away from a user',
        response: RecordSchema,
        responseDescription: '`{ deleted: true, id }`',
      }),
      validate('param', IdParamSchema),
      async (c) => c.json(await deps.roles.remove(callerOf(c), c.req.valid('param').id), 200),
    )
    .put(
      '/api/role/customRole/:id',
      access(ADMINS),
      describe({
        summary:
          "Set a CUSTOM user's NAAC roles per faculty department, report rights per faculty, and modules",
        response: CustomRoleSchema,
        responseDescription: 'The custom role',
      }),
      validate('param', IdParamSchema),
      validate('json', CustomRoleSchema),
      async (c) =>
        c.json(
          await deps.roles.setCustomRole(callerOf(c), c.req.valid('param').id, c.req.valid('json')),
          200,
        ),
    )
