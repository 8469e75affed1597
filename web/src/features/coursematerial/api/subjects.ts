import { academicsApi, call, useApi } from '@/lib/api-client'
import { fetchList } from '@/lib/list-endpoint'

/** The subjects the course material screens offer, as academics serves them. */

/** A regulation subject a staff member teaches (`GET /api/subject/staffRegSub`). */
export interface TaughtRegulationSubject {
  regSubId: string
  subjectName: string
  subjectCode: string
  department: string
  departmentId: string
}

/** The regulation subjects the signed-in staff member teaches, for the form's Subject select. */
export const useTaughtSubjects = () =>
  useApi<TaughtRegulationSubject[]>(['coursematerial-subjects', 'taught'], () =>
    fetchList(academicsApi.api.subject.staffRegSub, {}),
  )

/** The subjects a student takes this year (`GET /api/subject/student/{userId}`), once per regulation subject. */
export const useStudentSubjects = (userId: string | undefined) =>
  useApi(userId ? ['coursematerial-subjects', 'student', userId] : null, () =>
    call(academicsApi.api.subject.student[':userId'].$get({ param: { userId: userId ?? '' }, query: {} })),
  )

interface Regulation {
  id: string
  year: string
}

interface RegulationSubject {
  id: string
  subjectName: string
  subjectCode: string
  semester: number
}

/** The regulation lists answer `{ datas: [...] }`, the legacy shape, which fetchList passes through. */
const datasOf = <Row>(body: unknown) => (body as { datas?: Row[] }).datas ?? []

/** A department's regulations, newest first (`GET /api/reg/year?filter=departmentID eq <id>`). */
export const useRegulations = (departmentId: string | undefined) =>
  useApi(departmentId ? ['coursematerial-subjects', 'regulations', departmentId] : null, async () =>
    datasOf<Regulation>(
      await fetchList(academicsApi.api.reg.year, { filter: { departmentID: departmentId } }),
    ),
  )

/** A regulation's subjects (`GET /api/reg/regulation/sub?filter=regulationID eq <id>`). */
export const useRegulationSubjects = (regulationId: string | undefined) =>
  useApi(regulationId ? ['coursematerial-subjects', 'regulation', regulationId] : null, async () =>
    datasOf<RegulationSubject>(
      await fetchList(academicsApi.api.reg.regulation.sub, { filter: { regulationID: regulationId } }),
    ),
  )
