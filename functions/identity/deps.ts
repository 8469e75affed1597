import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import {
  createAcademicStructure,
  createAuditLog,
  createSessionStore,
  createStudentMentors,
  createTeaching,
} from '@campus/db'
import {
  createAuditTrail,
  createAuthenticator,
  createTokenService,
  type Authenticate,
  type DomainCatalog,
} from '@campus/http'
import type { SmsNotifier } from '@campus/runtime'
import { createCollegeIdDefault } from './college-id'
import { createCollegeRepository } from './college.repository'
import { createDeviceTokens } from './device-tokens'
import { createDirectoryService, type DirectoryService } from './directory.service'
import { createIdentityEntities } from './entities'
import { createHomeRepository } from './home.repository'
import { createHomeService, type HomeService } from './home.service'
import { createNeedToKnow, headOfDepartment, mentorOfStudent, teacherOfGroup } from './need-to-know'
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
import { createUserReferences } from './user-references'
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
  tables: { identity: string; sessions: string; directory: string; academics: string; mentoring: string }
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
  // Academics' subjects and who teaches them, read only (@campus/db teaching).
  const teaching = createTeaching(client, tables.academics)
  // Mentoring's students and their current mentors, read only (@campus/db mentoring-keys).
  const mentors = createStudentMentors(client, tables.mentoring)
  // Who may see a student's personal data: the HOD from the session, teachers from the subjects, mentors from
  // the mentorships (ADR 0035).
  const needToKnow = createNeedToKnow([headOfDepartment, teacherOfGroup(teaching), mentorOfStudent(mentors)])
  const signInAttempts = createSignInAttemptsRepository(entities)
  const college = createCollegeRepository(entities)
  const withCollegeId = createCollegeIdDefault(college)
  const staffTypes = createStaffTypesRepository(entities)
  // Academics' departments, years and groups, read only: what a user write names must exist.
  const structure = createAcademicStructure(client, tables.academics)
  const references = createUserReferences({ structure, staffTypes })
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
      needToKnow,
      withCollegeId,
      mentors,
      trail: createAuditTrail<'user'>(audit),
      references,
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
      references,
    }),
    profiles: createProfileService({ sections: createProfileSectionsRepository(entities), users, audit }),
    directory: createDirectoryService({
      college,
      staffTypes,
      users,
      audit,
    }),
    search: createStudentSearchService({
      search: createStudentSearchRepository(entities),
      users,
      needToKnow,
    }),
    home: createHomeService({ home: createHomeRepository(entities, client, tables.identity) }),
    imports: createUserImportService({
      users,
      bulk,
      uniqueKeys: createUniqueKeysRepository(entities),
      sessions: sessionStore,
      references,
      withCollegeId,
    }),
    moves: createStudentMovesService({ users, bulk, sessions: sessionStore, structure }),
    catalog,
  }
}
