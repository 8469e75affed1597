import type { AccountStatus, UserType } from '@campus/core'
import { Card, SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { PersonHeading } from '@/components/ui/person-heading'

/**
 * A person's profile card (staff and students): their name, role badge and account state, then their details
 * (labelled values) in a grid, then anything that follows it.
 */
export function PersonDetails({
  person,
  cols,
  details,
  children,
}: {
  person: { name: string; usertype: UserType; accountStatus?: AccountStatus | undefined }
  cols: SimpleGridProps['cols']
  details: ReactNode
  children?: ReactNode
}) {
  return (
    <Card withBorder>
      <Stack gap="md">
        <PersonHeading name={person.name} userType={person.usertype} accountStatus={person.accountStatus} />
        <SimpleGrid cols={cols}>{details}</SimpleGrid>
        {children}
      </Stack>
    </Card>
  )
}
