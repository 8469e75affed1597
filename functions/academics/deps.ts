import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { createAuditLog, createSessionStore } from '@campus/db'
import { createAuditTrail, createAuthenticator, createTokenService, type Authenticate } from '@campus/http'
import { createAcademicYearsService, type AcademicYearsService } from './academic-years.service'
import type { AuditedEntity } from './audit-trail'
import { createClaimsRepository } from './claims.repository'
import { createDepartmentViewsService, type DepartmentViewsService } from './department-views.service'
import { createDepartmentsService, type DepartmentsService } from './departments.service'
import { createAcademicsEntities } from './entities'
import { createFacultiesService, type FacultiesService } from './faculties.service'
import { createGroupsService, type GroupsService } from './groups.service'
import { createRegulationsService, type RegulationsService } from './regulations.service'
import { createStructureRepository } from './structure.repository'
import { createSubjectsRepository } from './subjects.repository'
import { createSubjectsService, type SubjectsService } from './subjects.service'

export interface AcademicsDeps {
  authenticate: Authenticate
  faculties: FacultiesService
  departments: DepartmentsService
  departmentViews: DepartmentViewsService
  years: AcademicYearsService
  groups: GroupsService
  regulations: RegulationsService
  subjects: SubjectsService
}

export interface AcademicsWiring {
  client: DynamoDBDocumentClient
  tables: { academics: string; sessions: string }
  tokenSecret: string
}

/** Wires the academics services. Lambda, the local server and the tests all build the app through this. */
export function createAcademicsDeps({ client, tables, tokenSecret }: AcademicsWiring): AcademicsDeps {
  const table = tables.academics
  const entities = createAcademicsEntities(client, table)
  const structure = createStructureRepository(client, table)
  const claims = createClaimsRepository(entities)
  const subjects = createSubjectsRepository(entities, client, table)
  const audit = createAuditTrail<AuditedEntity>(createAuditLog(client, table))
  const shared = { entities, audit, client, table }
  return {
    authenticate: createAuthenticator({
      tokens: createTokenService(tokenSecret),
      sessions: createSessionStore(client, tables.sessions),
    }),
    faculties: createFacultiesService({ ...shared, structure }),
    departments: createDepartmentsService({ ...shared, structure, subjects }),
    departmentViews: createDepartmentViewsService({ structure }),
    years: createAcademicYearsService({ ...shared, structure, claims }),
    groups: createGroupsService(shared),
    regulations: createRegulationsService({ ...shared, claims, subjects }),
    subjects: createSubjectsService({ ...shared, subjects }),
  }
}
