import { NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
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

  return (
    <Stack gap="xs" h="100%">
      <TextInput
        placeholder="Find menu items..."
        aria-label="Find menu items"
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <ScrollArea style={{ flex: 1 }}>
        {error && (
          <Text c="red" size="sm" role="alert">
            The menu could not be loaded. {error instanceof Error ? error.message : ''}
          </Text>
        )}
        {menu && entries.length === 0 && (
          <Text c="dimmed" size="sm" p="xs">
            No menu items match “{filter.trim()}”.
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
              description="Opens in a new tab"
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
