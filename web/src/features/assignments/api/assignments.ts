import type { AssignmentsApp } from '@api/assignments/app'
import type {
  AssignmentRecord,
  ComposeAssignment,
  OwnSubmission,
  StudentAssignment,
  SubmissionRow,
} from '@api/assignments/routes/schemas'
import { hc } from 'hono/client'
import { useSWRConfig } from 'swr'
import { academicsApi, apiFetch, call, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'
import { type PagedList, usePagedList } from '@/lib/paged-list'

export const assignmentsApi = hc<AssignmentsApp>('/', { fetch: apiFetch })

export type { AssignmentRecord, OwnSubmission, StudentAssignment, SubmissionRow }

/** What compose and update send: the legacy body, `subjects` one id, files as `{ versionId, fileKey }`. */
export type AssignmentBody = ComposeAssignment

/** A file as the API answers it: the reference, a short-lived download link and its name. */
export interface AssignmentFile {
  versionId: string
  fileKey: string
  url: string
  fileName?: string | undefined
}

/** Whose sent list: one author's (the caller by default) or one department's (its HOD, the administrator). */
export type SentScope = { createdBy: string } | { departmentId: string }

/** Every SWR key of this section starts with this, so one refresh reaches every list. */
const KEY = 'assignments'

/** Assignments a page of the sent list. */
export const SENT_PAGE = 50

/** Assignments sent by one author or to one department, newest first (`GET /api/assignment/sent`). */
export const useSent = (scope: SentScope | undefined): PagedList<AssignmentRecord> =>
  usePagedList(KEY, assignmentsApi.api.assignment.sent, scope ? { filter: { ...scope } } : null, SENT_PAGE)

/** One assignment with its files' links (`GET /api/assignment/{id}`). */
export const useAssignment = (id: string) =>
  useApi([KEY, 'one', id], () => call(assignmentsApi.api.assignment[':id'].$get({ param: { id } })))

/** Every student of an assignment's groups as submitted, late or missing (`GET /api/assignment/getassignment/{id}`). */
export const useSubmissionRows = (id: string) =>
  useApi([KEY, 'rows', id], () =>
    call(assignmentsApi.api.assignment.getassignment[':id'].$get({ param: { id } })),
  )

/** A student's assignments with where they stand (`GET /api/assignment/view`). */
export const useStudentView = () =>
  useApi([KEY, 'student'], () => call(assignmentsApi.api.assignment.view.$get()))

/** A student's own submission to one assignment, `[]` when none (`GET /api/assignment/getsingleassignment/{id}`). */
export const useOwnSubmission = (id: string) =>
  useApi([KEY, 'own', id], () =>
    call(assignmentsApi.api.assignment.getsingleassignment[':id'].$get({ param: { id } })),
  )

/** Re-reads every list and record of the section after a change. */
export function useRefreshAssignments() {
  const { mutate } = useSWRConfig()
  return () => mutate((key) => Array.isArray(key) && key[0] === KEY)
}

export const composeAssignment = (body: AssignmentBody) =>
  call(assignmentsApi.api.assignment.send.$post({ json: body }))

export const updateAssignment = (body: AssignmentBody & { id: string }) =>
  call(assignmentsApi.api.assignment.update.$put({ json: body }))

export const deleteAssignment = (id: string) =>
  call(assignmentsApi.api.assignment[':id'].$delete({ param: { id } }))

export const submitOwn = (assignmentId: string, studentFile: { versionId: string; fileKey: string }) =>
  call(assignmentsApi.api.assignment.studentSubmission.$post({ json: { assignmentId, studentFile } }))

export const withdrawOwn = (assignmentId: string) =>
  call(assignmentsApi.api.assignment.updatestudentSubmission[':id'].$delete({ param: { id: assignmentId } }))

/** Gives or clears (`mark: null`) a submission's mark and remark. */
export const markSubmission = (
  id: string,
  studentId: string,
  body: { mark: number | null; remark?: string },
) =>
  call(assignmentsApi.api.assignment[':id'].mark[':studentId'].$put({ param: { id, studentId }, json: body }))

/** A subject the caller teaches, as compose offers it. */
export interface TaughtSubjectOption {
  id: string
  subjectName: string
  subjectCode?: string
  accYearId: string
  /** Absent when the whole year takes the subject. */
  groupId?: string
  department?: string
  semester?: number
}

/** The active subjects the signed-in staff member teaches (`GET /api/subject/staffHandleSub`). */
export const useSubjectsITeach = () =>
  useApi<TaughtSubjectOption[]>([KEY, 'subjects-taught'], () =>
    fetchList(academicsApi.api.subject.staffHandleSub, {
      filter: { subjectStatus: 'ACTIVE' },
      sort: 'subjectName',
    }),
  )
