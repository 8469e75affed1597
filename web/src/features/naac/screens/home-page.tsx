import { Alert, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { TitledPage } from '@/components/ui/titled-page'
import { type CurrentUserRecord, useCurrentUser } from '@/lib/current-user'
import { useAllFacultyDepartments, useFacultyDepartmentName } from '../api/structure'
import { CriteriaTable } from '../components/criteria-table'
import { HomeSelects } from '../components/home-selects'
import { type HomeChoice, naacPaths } from '../paths'
import { noRoleMessage, rightsIn } from '../utils/access'
import { choiceOfParams, completeChoice, DEFAULT_TEMPLATE_TYPE, type HomeDraft } from '../utils/home-choice'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What the choice shows: the templates with their counts, or why the user may not see them. */
function ChoiceResult({ user, choice }: { user: CurrentUserRecord; choice: HomeChoice }) {
  const { t } = useStaffTranslation('naac')
  const departmentName = useFacultyDepartmentName(choice.facultyDeptId)
  if (!rightsIn(user, choice.facultyDeptId).read)
    return <Alert color="yellow">{noRoleMessage(departmentName ?? t('access.thisDepartment'), t)}</Alert>
  return <CriteriaTable choice={choice} />
}

/**
 * Where a user starts when the URL names no choice: on the first faculty department they hold a NAAC role in,
 * so an INPUTTER or AUTHORIZER only has to pick the criterion.
 */
function useStartingDraft(user: CurrentUserRecord): Pick<HomeDraft, 'facultyId' | 'facultyDeptId'> {
  const departments = useAllFacultyDepartments()
  const facultyDeptId = user.customRole?.naacRole[0]?.facultyDeptId
  const department = departments.data?.find((candidate) => candidate.id === facultyDeptId)
  return department
    ? { facultyId: department.facultyId, facultyDeptId: department.id }
    : { facultyId: null, facultyDeptId: null }
}

function NaacHome({ user }: { user: CurrentUserRecord }) {
  const { t } = useStaffTranslation('naac')
  const navigate = useNavigate()
  const fromUrl = choiceOfParams(useParams())
  const starting = useStartingDraft(user)
  const [draft, setDraft] = useState<Partial<HomeDraft>>({})
  // The URL's choice wins when the reader arrives by a link or goes back; the draft holds what is being chosen.
  const urlKey = fromUrl ? naacPaths.homeOf(fromUrl) : ''
  const [shownUrl, setShownUrl] = useState(urlKey)
  if (urlKey !== shownUrl) {
    setShownUrl(urlKey)
    if (fromUrl) setDraft(fromUrl)
  }
  const chosen: Partial<HomeDraft> = {
    ...(draft.facultyId === undefined ? starting : {}),
    ...fromUrl,
    ...draft,
  }
  const current: HomeDraft = {
    templateType: chosen.templateType ?? DEFAULT_TEMPLATE_TYPE,
    facultyId: chosen.facultyId ?? null,
    facultyDeptId: chosen.facultyDeptId ?? null,
    criteria: chosen.criteria ?? null,
  }
  const choice = completeChoice(current)

  function change(next: HomeDraft) {
    setDraft(next)
    const whole = completeChoice(next)
    const target = whole ? naacPaths.homeOf(whole) : naacPaths.home
    setShownUrl(whole ? target : '')
    void navigate(target, { replace: true })
  }

  return (
    <Stack>
      <Paper withBorder p="md">
        <HomeSelects draft={current} onChange={change} />
      </Paper>
      {choice ? <ChoiceResult user={user} choice={choice} /> : <Text c="dimmed">{t('home.choose')}</Text>}
    </Stack>
  )
}

/** naac/home: a criterion's templates for a faculty department, with the counts of their entries. */
export function Component() {
  const { t } = useStaffTranslation('naac')
  const { data: user } = useCurrentUser()
  return <TitledPage title={t('section.title')}>{user && <NaacHome user={user} />}</TitledPage>
}
