import type { SurveyTarget } from '@campus/core'

/**
 * The name a target's group is stored under. Groups are named per year ("A", "B"), so the department and the
 * year go with it: the reports list groups of several years, and an administrator's survey several departments.
 */
export const targetGroupName = (department: string, year: string, groupName: string) =>
  `${department} · ${year} · Group ${groupName}`

/** One line naming a target: its group, and for a subject survey the subject and its staff. */
export function targetLabel(
  target: Pick<SurveyTarget, 'groupName' | 'subjectCode' | 'subjectName' | 'staffName'>,
) {
  if (!target.subjectName) return target.groupName
  const subject = [target.subjectCode, target.subjectName].filter(Boolean).join(' ')
  return [target.groupName, subject, target.staffName].filter(Boolean).join(' · ')
}

/** What makes a subject target the same as another: the server keeps one per group, subject and staff. */
export const subjectTargetKey = (target: { groupId: string; subjectId?: string; staffId?: string }) =>
  `${target.groupId}|${target.subjectId ?? ''}|${target.staffId ?? ''}`
