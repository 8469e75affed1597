import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { QueueSender } from '@campus/runtime'
import { createAuditLog, createDirectory } from '@campus/db'
import { createAuditTrail, sessionAuthenticator, type Authenticate } from '@campus/http'
import { createAcademicYearsRepository } from './academic-years.repository'
import { createAcademicYearsService, type AcademicYearsService } from './academic-years.service'
import type { AuditedEntity } from './audit-trail'
import { createClaimsRepository } from './claims.repository'
import { createDepartmentViewsService, type DepartmentViewsService } from './department-views.service'
import { createDepartmentsRepository } from './departments.repository'
import { createDepartmentsService, type DepartmentsService } from './departments.service'
import { createAcademicsEntities } from './entities'
import { createFacultiesRepository, createFacultyDepartmentsRepository } from './org-units.repository'
import { createFacultiesService, type FacultiesService } from './faculties.service'
import { createGroupsRepository } from './groups.repository'
import { createGroupsService, type GroupsService } from './groups.service'
import { createRegulationSubjectsRepository } from './regulation-subjects.repository'
import { createRegulationsRepository } from './regulations.repository'
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
  tables: { academics: string; sessions: string; directory: string }
  tokenSecret: string
  /** Sends to identity's `department-removed` queue: SQS on AWS, in process locally. */
  queues: QueueSender
}

/** The academics repositories: the only holders of the client and the table (docs/adr/0019). */
function createAcademicsRepositories(client: DynamoDBDocumentClient, table: string) {
  const entities = createAcademicsEntities(client, table)
  const db = { entities, client, table }
  return {
    faculties: createFacultiesRepository(db),
    facultyDepartments: createFacultyDepartmentsRepository(db),
    departments: createDepartmentsRepository(db),
    years: createAcademicYearsRepository(db),
    groups: createGroupsRepository(db),
    regulations: createRegulationsRepository(db),
    regulationSubjects: createRegulationSubjectsRepository(db),
    subjects: createSubjectsRepository(db),
    claims: createClaimsRepository(entities),
    structure: createStructureRepository(client, table),
  }
}

/** Wires the academics services. Lambda, the local server and the tests all build the app through this. */
export function createAcademicsDeps({ client, tables, tokenSecret, queues }: AcademicsWiring): AcademicsDeps {
  const repositories = createAcademicsRepositories(client, tables.academics)
  const audit = createAuditTrail<AuditedEntity>(createAuditLog(client, tables.academics))
  const shared = { ...repositories, audit }
  return {
    authenticate: sessionAuthenticator(client, tables.sessions, tokenSecret),
    faculties: createFacultiesService(shared),
    departments: createDepartmentsService({ ...shared, queues }),
    departmentViews: createDepartmentViewsService(shared),
    years: createAcademicYearsService(shared),
    groups: createGroupsService({ ...shared, directory: createDirectory(client, tables.directory) }),
    regulations: createRegulationsService(shared),
    subjects: createSubjectsService(shared),
  }
}
