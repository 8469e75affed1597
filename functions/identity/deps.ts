import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, createSessionStore } from '@campus/db'
import { createAuthenticator, createTokenService, type Authenticate, type DomainCatalog } from '@campus/http'
import type { SmsNotifier } from '@campus/runtime'
import { createCollegeRepository } from './college.repository'
import { createDeviceTokens } from './device-tokens'
import { createDirectoryService, type DirectoryService } from './directory.service'
import { createIdentityEntities } from './entities'
import { createHomeRepository } from './home.repository'
import { createHomeService, type HomeService } from './home.service'
import { createOtpRepository } from './otp.repository'
import { createOtpService, type OtpService } from './otp.service'
import { createProfileSectionsRepository } from './profile-sections.repository'
import { createProfileService, type ProfileService } from './profile.service'
import { createRolesRepository } from './roles.repository'
import { createRolesService, type RolesService } from './roles.service'
import { createSessionsService, type SessionsService } from './sessions.service'
import { createSignInAttemptsRepository } from './sign-in-attempts.repository'
import { createStaffTypesRepository } from './staff-types.repository'
import { createStudentSearchRepository } from './student-search.repository'
import { createStudentSearchService, type StudentSearchService } from './student-search.service'
import { createStudentMovesService, type StudentMovesService } from './student-moves.service'
import { createUniqueKeysRepository } from './unique-keys.repository'
import { createUserImportService, type UserImportService } from './user-import.service'
import { createBulkUsersRepository } from './users-bulk.repository'
import { createUsersRepository } from './users.repository'
import { createUsersService, type UsersService } from './users.service'

export interface IdentityDeps {
  authenticate: Authenticate
  sessions: SessionsService
  users: UsersService
  otp: OtpService
  roles: RolesService
  profiles: ProfileService
  directory: DirectoryService
  search: StudentSearchService
  home: HomeService
  imports: UserImportService
  moves: StudentMovesService
  /** Every domain's name and menu entries: the menu and the docs index are served from it. */
  catalog: DomainCatalog
}

export interface IdentityWiring {
  client: DynamoDBDocumentClient
  tables: { identity: string; sessions: string; directory: string }
  tokenSecret: string
  sms: SmsNotifier
  dlt?: { entityId?: string | undefined; templateId?: string | undefined }
  catalog: DomainCatalog
}

/** Wires the identity services. Lambda, the local server and the tests all build the app through this. */
export function createIdentityDeps({
  client,
  tables,
  tokenSecret,
  sms,
  dlt,
  catalog,
}: IdentityWiring): IdentityDeps {
  const entities = createIdentityEntities(client, tables.identity)
  const users = createUsersRepository(entities, client, tables.identity, tables.directory)
  const sessionStore = createSessionStore(client, tables.sessions)
  const audit = createAuditLog(client, tables.identity)
  const bulk = createBulkUsersRepository(entities, client, tables.identity, tables.directory)
  const tokens = createTokenService(tokenSecret)
  const signInAttempts = createSignInAttemptsRepository(entities)
  const sessions = createSessionsService({
    users,
    sessions: sessionStore,
    tokens,
    audit,
    attempts: signInAttempts,
    devices: createDeviceTokens(tokenSecret),
    secret: tokenSecret,
  })
  return {
    authenticate: createAuthenticator({ tokens, sessions: sessionStore }),
    sessions,
    users: createUsersService({
      users,
      sessions: sessionStore,
      audit,
      sessionsService: sessions,
      signInAttempts,
    }),
    otp: createOtpService({
      codes: createOtpRepository(entities),
      users,
      sessions: sessionStore,
      audit,
      sms,
      signInAttempts,
      secret: tokenSecret,
      ...(dlt ? { dlt } : {}),
    }),
    roles: createRolesService({
      roles: createRolesRepository(entities, client, tables.identity),
      users,
      sessions: sessionStore,
      audit,
    }),
    profiles: createProfileService({ sections: createProfileSectionsRepository(entities), users, audit }),
    directory: createDirectoryService({
      college: createCollegeRepository(entities),
      staffTypes: createStaffTypesRepository(entities),
      users,
      audit,
    }),
    search: createStudentSearchService({ search: createStudentSearchRepository(entities), users }),
    home: createHomeService({ home: createHomeRepository(entities, client, tables.identity) }),
    imports: createUserImportService({
      users,
      bulk,
      uniqueKeys: createUniqueKeysRepository(entities),
      sessions: sessionStore,
    }),
    moves: createStudentMovesService({ users, bulk, sessions: sessionStore }),
    catalog,
  }
}
