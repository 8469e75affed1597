import {
  headedDepartmentsOf,
  orNotFound,
  STAFF_USER_TYPES,
  StudentAttachmentTypeSchema,
  UserTypeSchema,
  type DepartmentFigures,
  type HomeFigure,
  type HomeFigures,
  type Principal,
  STUDENT_DOCUMENT_LABELS,
  type StudentAttachmentType,
} from '@campus/core'
import type { HomeRepository } from './home.repository'
import type { UserCounts } from './user-counts'

const figure = (key: string, label: string, value: HomeFigure['value'] | undefined): HomeFigure => ({
  key,
  label,
  value: value ?? null,
})

const sum = (numbers: readonly number[]) => numbers.reduce((total, n) => total + n, 0)

function departmentFigures(counts: UserCounts, id: string): DepartmentFigures {
  const active = (type: Principal['userType']) => counts.count(type, 'ACTIVE', id)
  return {
    id,
    name: counts.departmentName(id) ?? id,
    students: active('STUDENT'),
    faculty: active('FACULTY'),
    staff: sum(STAFF_USER_TYPES.map(active)),
    disabled: sum(UserTypeSchema.options.map((type) => counts.count(type, 'DISABLE', id))),
    years: counts.years(id),
  }
}

/** Figures summed over departments; someone in two of them counts in both. */
const departmentTotals = (departments: readonly DepartmentFigures[]) => [
  figure('students', 'Students', sum(departments.map((d) => d.students))),
  figure('faculty', 'Faculty', sum(departments.map((d) => d.faculty))),
]

/**
 * The home page's figures for the caller's role, from the session's snapshot of the caller and at most one
 * more call: a BatchGetItem (the shown departments' head-count shards, own record, profile sections), or for
 * an administrator one Query of every head-count shard (ADR 0022).
 */
export function createHomeService(deps: { home: HomeRepository }) {
  return {
    async figuresFor(actor: Principal): Promise<HomeFigures> {
      const { name } = actor
      /** The caller's own user record (one GetItem), for the roles whose home shows it. */
      const ownRecord = async () =>
        orNotFound((await deps.home.load({ userId: actor.userId })).user, 'User', actor.userId)
      switch (actor.userType) {
        case 'ADMIN': {
          const { counts } = await deps.home.load({ counts: 'all' })
          const active = (type: Principal['userType']) => counts.count(type, 'ACTIVE')
          const departments = counts
            .departmentIds()
            .map((id) => departmentFigures(counts, id))
            .sort((a, b) => a.name.localeCompare(b.name))
          return {
            userType: 'ADMIN',
            name,
            figures: [
              figure('students', 'Active students', active('STUDENT')),
              figure('faculty', 'Active faculty', active('FACULTY')),
              figure('hods', 'Active HODs', active('HOD')),
              figure('customUsers', 'Active custom-role users', active('CUSTOM')),
              figure(
                'disabledAccounts',
                'Disabled accounts',
                sum(UserTypeSchema.options.map((type) => counts.count(type, 'DISABLE'))),
              ),
              figure('departments', 'Departments with people', departments.length),
            ],
            departments,
          }
        }
        case 'HOD': {
          const headed = headedDepartmentsOf(actor)
          const { counts } = await deps.home.load({ counts: headed })
          const departments = headed.map((id) => departmentFigures(counts, id))
          return {
            userType: 'HOD',
            name,
            figures: [
              ...departmentTotals(departments),
              figure('disabledAccounts', 'Disabled accounts', sum(departments.map((d) => d.disabled))),
            ],
            departments,
          }
        }
        case 'FACULTY': {
          const { counts, profile } = await deps.home.load({
            counts: actor.departmentIds,
            profileOf: actor.userId,
          })
          const departments = actor.departmentIds.map((id) => departmentFigures(counts, id))
          const profileSections = [
            { section: 'experience' as const, label: 'Experience', filled: profile.experience.length > 0 },
            { section: 'work' as const, label: 'Work profile', filled: profile.work.length > 0 },
          ]
          return {
            userType: 'FACULTY',
            name,
            figures: [
              ...departmentTotals(departments),
              figure(
                'profileSectionsFilled',
                'Profile sections filled',
                profileSections.filter((section) => section.filled).length,
              ),
            ],
            departments,
            profileSections,
          }
        }
        case 'STUDENT': {
          const user = await ownRecord()
          const attachments = (user.attachments as Partial<Record<StudentAttachmentType, unknown>>) ?? {}
          const documents = StudentAttachmentTypeSchema.options.map((type) => ({
            type,
            label: STUDENT_DOCUMENT_LABELS[type],
            recorded: Boolean(attachments[type]),
          }))
          return {
            userType: 'STUDENT',
            name,
            figures: [
              figure('registerNo', 'Register number', user.registerNo),
              figure('degree', 'Degree', user.degreeName),
              figure('department', 'Department', user.departmentName),
              figure('academicYear', 'Academic year', user.accYear),
              figure('semester', 'Semester', user.sem),
              figure('group', 'Group', user.groupId),
              figure('documentsRecorded', 'Documents recorded', documents.filter((d) => d.recorded).length),
            ],
            documents,
          }
        }
        case 'CUSTOM': {
          // The session's snapshot carries the custom role and is refreshed whenever it changes.
          const { naacRole: naacRoles = [], naacReport: naacReports = [] } = actor.customRole ?? {}
          return {
            userType: 'CUSTOM',
            name,
            figures: [
              figure('naacRoles', 'NAAC roles', naacRoles.length),
              figure('naacReportRights', 'NAAC report rights', naacReports.length),
            ],
            naacRoles,
            naacReports,
          }
        }
        case 'APPLICANT': {
          const user = await ownRecord()
          const applications =
            (user.appliedApplication as
              { applicationId: string; applicationName?: string; appliedOn: number }[] | undefined) ?? []
          return {
            userType: 'APPLICANT',
            name,
            figures: [figure('applications', 'Applications', applications.length)],
            applications,
          }
        }
      }
    },
  }
}

export type HomeService = ReturnType<typeof createHomeService>
