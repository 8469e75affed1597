import { Tabs } from '@mantine/core'
import type { ReactNode } from 'react'

/** One tab: its value, its label, and the panel it opens. */
export interface PanelTab {
  value: string
  label: ReactNode
  panel: ReactNode
}

/**
 * Tabs over panels, the first open unless `defaultValue` says otherwise. Only the open panel is mounted unless
 * `keepMounted`, so a panel (a report, a list) is read when it is looked at.
 *
 * @param label the tab list's name for screen readers
 * @param listHiddenInPrint leave the tab list out of print, so printing prints the open panel alone
 */
export function PanelTabs({
  tabs,
  label,
  defaultValue = tabs[0]?.value,
  keepMounted = false,
  listHiddenInPrint = false,
}: {
  tabs: readonly PanelTab[]
  label?: string
  defaultValue?: string
  keepMounted?: boolean
  listHiddenInPrint?: boolean
}) {
  return (
    <Tabs defaultValue={defaultValue} keepMounted={keepMounted}>
      <Tabs.List aria-label={label} data-print-hide={listHiddenInPrint || undefined}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
