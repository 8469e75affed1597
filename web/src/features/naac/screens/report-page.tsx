import type { NaacCriteria } from '@campus/core'
import { Select, Stack, Text } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { GatedPage } from '@/components/ui/access-gate'
import { PanelTabs } from '@/components/ui/panel-tabs'
import type { CurrentUserRecord } from '@/lib/current-user'
import { REPORT_TYPES, type ReportType } from '../api/reports'
import { AttachmentsReport } from '../components/report/attachments-report'
import { CriteriaReport } from '../components/report/criteria-report'
import { CriteriaSelect } from '../components/report/criteria-select'
import { EvidenceReport } from '../components/report/evidence-report'
import { FacultyReport } from '../components/report/faculty-report'
import { PrecheckReport } from '../components/report/precheck-report'
import { readsReports } from '../utils/access'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The report type the screen starts on (legacy-client 3.1). */
const DEFAULT_REPORT_TYPE: ReportType = 'MEDICAL'

/** A criterion's view: the Criteria select, then the view once a criterion is chosen. */
function ByCriterion({
  criteria,
  onCriteria,
  children,
}: {
  criteria: NaacCriteria | null
  onCriteria: (criteria: NaacCriteria) => void
  children: (criteria: NaacCriteria) => ReactNode
}) {
  const { t } = useStaffTranslation('naacReports')
  return (
    <Stack>
      <CriteriaSelect value={criteria} onChange={onCriteria} />
      {criteria ? children(criteria) : <Text c="dimmed">{t('reportPage.chooseCriterion')}</Text>}
    </Stack>
  )
}

function Reports({ user }: { user: CurrentUserRecord }) {
  const { t } = useStaffTranslation('naacReports')
  const [type, setType] = useState<ReportType>(DEFAULT_REPORT_TYPE)
  // One criterion for the three views that take one, so switching view keeps it.
  const [criteria, setCriteria] = useState<NaacCriteria | null>(null)
  const byCriterion = (view: (criteria: NaacCriteria) => ReactNode) => (
    <ByCriterion criteria={criteria} onCriteria={setCriteria}>
      {view}
    </ByCriterion>
  )

  return (
    <Stack>
      <Select
        label={t('reportPage.templateType')}
        w={{ base: '100%', xs: 240 }}
        allowDeselect={false}
        data={REPORT_TYPES}
        value={type}
        onChange={(next) => {
          const chosen = REPORT_TYPES.find((candidate) => candidate === next)
          if (chosen) setType(chosen)
        }}
      />
      <PanelTabs
        label={t('reportPage.tabs')}
        tabs={[
          {
            value: 'faculty',
            label: t('reportPage.faculty'),
            panel: <FacultyReport user={user} type={type} />,
          },
          {
            value: 'criteria',
            label: t('reportPage.criteria'),
            panel: byCriterion((chosen) => <CriteriaReport criteria={chosen} type={type} />),
          },
          {
            value: 'attachments',
            label: t('reportPage.attachments'),
            panel: byCriterion((chosen) => <AttachmentsReport criteria={chosen} type={type} />),
          },
          {
            value: 'precheck',
            label: t('reportPage.precheck'),
            panel: byCriterion((chosen) => <PrecheckReport criteria={chosen} type={type} />),
          },
          { value: 'evidence', label: t('reportPage.evidence'), panel: <EvidenceReport type={type} /> },
        ]}
      />
    </Stack>
  )
}

/**
 * naac/report (legacy-client 3.1, NaacReportComponent): a faculty's workbooks and merged attachments, a
 * criterion's workbooks, every faculty's attachments, the pre-check before submission and the evidence
 * packets, for the administrator and those given report rights.
 */
export function Component() {
  const { t } = useStaffTranslation('naacReports')
  return (
    <GatedPage title={t('reportPage.title')} allows={readsReports} refusal={t('reportPage.refusal')}>
      {(user) => <Reports user={user} />}
    </GatedPage>
  )
}
