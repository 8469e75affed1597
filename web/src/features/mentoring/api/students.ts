import { call, identityApi, useApi } from '@/lib/api-client'

/** A group's students with their mentors now (`GET /api/group/student/<groupId>`), for the Add Student picker. */
export const useGroupStudents = (groupId: string | undefined) =>
  useApi(groupId ? ['mentoring', 'group-students', groupId] : null, () =>
    call(identityApi.api.group.student[':groupId'].$get({ param: { groupId: groupId ?? '' } })),
  )

export type GroupStudent = NonNullable<ReturnType<typeof useGroupStudents>['data']>[number]

/** A student as the profile shows them (`GET /api/user/<id>`); personal fields only for those with a reason. */
export const useStudentProfile = (studentId: string) =>
  useApi(['mentoring', 'student', studentId], () =>
    call(identityApi.api.user[':id'].$get({ param: { id: studentId } })),
  )
