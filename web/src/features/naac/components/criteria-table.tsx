import type { NaacTemplateSummary } from '@campus/core'
import 'mantine-datatable/styles.css'
import { Anchor, Badge, Group, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { DataTable } from 'mantine-datatable'
import { Link } from 'react-router'
import { CardList } from '@/components/ui/card-list'
import { LIST_TABLE } from '@/components/ui/list-table'
import { LoadError } from '@/components/ui/load-error'
import { useCounts, useCriteriaTemplates } from '../api/templates'
import { type HomeChoice, naacPaths } from '../paths'
import { COUNTERS, CountersLegend } from './status'
import { TemplateCard } from './template-card'
import { useStaffTranslation } from '@/lib/i18n/staff'

type Counter = (typeof COUNTERS)[number]['key']
type Row = NaacTemplateSummary & { number: number }

/** Below this width the templates are cards, each with its counters in a row, rather than a wide table. */
const PHONE = '(max-width: 36em)'

/**
 * One template's counter: a placeholder while its counts load (every template's counts load at the same time,
 * one call each, shared by its five counters).
 */
function Count({
  templateId,
  facultyDeptId,
  counter,
}: {
  templateId: string
  facultyDeptId: string
  counter: Counter
}) {
  const { t } = useStaffTranslation('naac')
  const counts = useCounts(templateId, facultyDeptId)
  if (counts.error)
    return (
      <Text c="dimmed" title={counts.error.message}>
        –
      </Text>
    )
  if (!counts.data) return <Skeleton h={18} w={28} aria-label={t('criteriaTable.loadingCount')} />
  const value = counts.data[counter]
  return (
    <Text fw={value ? 700 : undefined} data-counter={counter}>
      {value}
    </Text>
  )
}

/** A template's title, linking to its entries, with its note and whether it is marked not applicable. */
function TemplateTitle({ template, choice }: { template: Row; choice: HomeChoice }) {
  const { t } = useStaffTranslation('naac')
  return (
    <Stack gap={2} miw={180}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Anchor
          component={Link}
          to={naacPaths.submitted(choice.facultyDeptId, template.id, choice.facultyId, choice.criteria)}
        >
          {template.title}
        </Anchor>
        {template.notApplicable && (
          <Badge size="sm" color="gray.7" variant="filled" style={{ flexShrink: 0 }}>
            {t('criteriaTable.notApplicable')}
          </Badge>
        )}
      </Group>
      {template.note && (
        <Text size="sm" c="dimmed">
          {template.note}
        </Text>
      )}
    </Stack>
  )
}

/** The templates as cards on a phone: the title, then the five counters with their icons. */
function TemplateCards({ rows, choice, label }: { rows: Row[]; choice: HomeChoice; label: string }) {
  const { t } = useStaffTranslation('naac')
  if (!rows.length) return <Text c="dimmed">{t('criteriaTable.noTemplates')}</Text>
  return (
    <CardList label={label}>
      {rows.map((template) => (
        <TemplateCard
          key={template.id}
          number={template.number}
          title={<TemplateTitle template={template} choice={choice} />}
        >
          <Group gap="md" mt="xs" justify="space-between" wrap="nowrap">
            {COUNTERS.map(({ key, color, Icon }) => (
              <Group key={key} gap={4} wrap="nowrap">
                <ThemeIcon variant="transparent" color={color} size="sm">
                  <Icon />
                </ThemeIcon>
                <VisuallyHidden>{t(`counters.${key}`)}</VisuallyHidden>
                <Count templateId={template.id} facultyDeptId={choice.facultyDeptId} counter={key} />
              </Group>
            ))}
          </Group>
        </TemplateCard>
      ))}
    </CardList>
  )
}

/**
 * A criterion's templates for a faculty department with their counts (legacy-client 3.1): `# | Title (+note) |
 * submitted | waiting | approved | unApproved | comments`, by position; the title opens the entries. On a
 * phone, a card per template.
 */
export function CriteriaTable({ choice }: { choice: HomeChoice }) {
  const { t } = useStaffTranslation('naac')
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false })
  const templates = useCriteriaTemplates(choice.criteria, choice.facultyDeptId, choice.templateType)
  // The server answers templates in position order (byPosition, @campus/core).
  const rows = (templates.data ?? []).map((template, index) => ({ ...template, number: index + 1 }))
  const label = t('criteriaTable.label', { criteria: choice.criteria })

  return (
    <Stack gap="sm">
      <CountersLegend />
      <LoadError title={t('criteriaTable.loadError')} error={templates.error} />
      {phone ? (
        templates.isLoading ? (
          <Skeleton h={160} />
        ) : (
          <TemplateCards rows={rows} choice={choice} label={label} />
        )
      ) : (
        <DataTable<Row>
          aria-label={label}
          {...LIST_TABLE}
          fetching={templates.isLoading}
          records={rows}
          noRecordsText={t('criteriaTable.noTemplates')}
          columns={[
            { accessor: 'number', title: '#', width: 48 },
            {
              accessor: 'title',
              title: t('criteriaTable.title'),
              render: (template) => <TemplateTitle template={template} choice={choice} />,
            },
            ...COUNTERS.map(({ key, color, Icon }) => ({
              accessor: key,
              title: (
                <Group gap={4} wrap="nowrap">
                  <ThemeIcon variant="transparent" color={color} size="sm">
                    <Icon />
                  </ThemeIcon>
                  <span>{t(`counters.${key}`)}</span>
                </Group>
              ),
              textAlign: 'center' as const,
              noWrap: true,
              render: (template: Row) => (
                <Group justify="center">
                  <Count templateId={template.id} facultyDeptId={choice.facultyDeptId} counter={key} />
                </Group>
              ),
            })),
          ]}
        />
      )}
    </Stack>
  )
}
