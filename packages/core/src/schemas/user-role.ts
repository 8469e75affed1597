import * as z from 'zod'
import { RoleTypeSchema } from '../enums'
import { IdSchema, RecordMetaSchema } from './common'

/**
 * User-role records: how special role types (journal club admin, event editor, ...) are granted to a user.
 */

/** Body of `POST role/userRole` and `PUT role/userRole`. */
export const CreateUserRoleSchema = z.object({
  userId: IdSchema,
  rollType: RoleTypeSchema,
})
export type CreateUserRole = z.infer<typeof CreateUserRoleSchema>

/** A stored user-role record. */
export const UserRoleSchema = RecordMetaSchema.extend(CreateUserRoleSchema.shape)
export type UserRole = z.infer<typeof UserRoleSchema>
