import { NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useMenu } from '../api/menu'
import { filterMenu, opensExternally } from '../utils/menu-links'

const isActive = (pathname: string, target: string) =>
  target === '/' ? pathname === '/' : pathname === target || pathname.startsWith(`${target}/`)

/** The role menu with its filter box. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { data: menu, error } = useMenu()
  const [filter, setFilter] = useState('')
  const { pathname } = useLocation()
  const entries = filterMenu(menu ?? [], filter)
  const { t } = useTranslation('common')

  return (
    <Stack gap="xs" h="100%">
      <TextInput
        placeholder={t('sideNav.filterPlaceholder')}
        aria-label={t('sideNav.filterLabel')}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <ScrollArea style={{ flex: 1 }}>
        {error && (
          <Text c="red" size="sm" role="alert">
            {t('sideNav.loadFailed')} {error instanceof Error ? error.message : ''}
          </Text>
        )}
        {menu && entries.length === 0 && (
          <Text c="dimmed" size="sm" p="xs">
            {t('sideNav.noMatch', { filter: filter.trim() })}
          </Text>
        )}
        {entries.map((entry) =>
          opensExternally(entry) ? (
            <NavLink
              key={entry.module}
              label={entry.label}
              component="a"
              href={entry.path}
              target="_blank"
              rel="noopener noreferrer"
              description={t('sideNav.opensInNewTab')}
            />
          ) : (
            <NavLink
              key={entry.module}
              label={entry.label}
              component={Link}
              to={entry.path}
              active={isActive(pathname, entry.path)}
              onClick={onNavigate}
            />
          ),
        )}
      </ScrollArea>
    </Stack>
  )
}
