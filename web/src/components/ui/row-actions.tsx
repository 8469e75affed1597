import { ActionIcon, Button, Group, type MantineBreakpoint, Menu, Tooltip } from '@mantine/core'
import { Link } from 'react-router'
import { RowAction } from './row-action'
import { useTranslation } from 'react-i18next'

/** One of a row's actions: something it does, or a page it opens. */
export type RowActionItem = { label: string; color?: string } & ({ onClick: () => void } | { to: string })

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} fill="currentColor" aria-hidden focusable={false}>
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  )
}

/**
 * A table row's actions as small buttons side by side. Given `menuBelow` (a Mantine breakpoint), narrower
 * screens get one icon button instead that opens them as a menu, so a narrow table keeps the row's name and
 * status in view. `of` names the row, so a screen reader hears "Edit Student 1" and "Actions for Student 1".
 * Put it in the table's last column and pin that column (ACTIONS_LIST_TABLE), so it never scrolls out of view.
 */
export function RowActions({
  of,
  actions,
  menuBelow,
}: {
  of: string
  actions: readonly RowActionItem[]
  menuBelow?: MantineBreakpoint
}) {
  const { t } = useTranslation('common')
  if (!actions.length) return null
  const buttons = (
    <Group gap="xs" wrap="nowrap" visibleFrom={menuBelow}>
      {actions.map((action) =>
        'to' in action ? (
          <Button
            key={action.label}
            size="compact-xs"
            variant="light"
            color={action.color}
            aria-label={`${action.label} ${of}`}
            component={Link}
            to={action.to}
          >
            {action.label}
          </Button>
        ) : (
          <RowAction
            key={action.label}
            label={action.label}
            of={of}
            color={action.color}
            onClick={action.onClick}
          />
        ),
      )}
    </Group>
  )
  if (!menuBelow) return buttons
  return (
    <>
      {buttons}
      <Menu position="bottom-end" withinPortal>
        <Tooltip label={t('ui.actions')} withArrow>
          <Menu.Target>
            <ActionIcon variant="light" hiddenFrom={menuBelow} aria-label={t('ui.actionsFor', { of })}>
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
        <Menu.Dropdown>
          {actions.map((action) =>
            'to' in action ? (
              <Menu.Item key={action.label} color={action.color} component={Link} to={action.to}>
                {action.label}
              </Menu.Item>
            ) : (
              <Menu.Item key={action.label} color={action.color} onClick={action.onClick}>
                {action.label}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
    </>
  )
}
