import type { HomeFigure } from '@campus/core'
import { useGroups } from '@/lib/academics'
import { nameIn } from '@/lib/names'
import type { HomeFigures } from './home'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * The home figures as a person reads them: a student's group figure carries the group's id (identity keeps no
 * group names), so it shows the group's name from their year's groups instead (one cached call).
 */
export function useNamedFigures(
  home: HomeFigures | undefined,
  user: { accYearId?: string | undefined } | undefined,
): HomeFigure[] {
  const { t } = useStaffTranslation('home')
  const student = home?.userType === 'STUDENT'
  const accYearId = user?.accYearId
  const { data: groups } = useGroups(student ? accYearId : undefined, 'ALL')
  /** Nothing while the user or the groups load; without a year there is no group to name. */
  const groupName = (groupId: string) =>
    !user
      ? null
      : accYearId
        ? (nameIn(groups, groupId, (group) => group.groupName, t('unknown.group')) ?? null)
        : t('unknown.group')
  return (home?.figures ?? []).map((figure) =>
    student && figure.key === 'group' && typeof figure.value === 'string'
      ? { ...figure, value: groupName(figure.value) }
      : figure,
  )
}
