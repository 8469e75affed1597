import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { UserType } from '@campus/core'
import { LabelledValue } from '@/components/ui/labelled-value'
import { RoleBadge } from '@/components/ui/role-badge'

interface StaffRecord {
  name: string
  email: string
  usertype: UserType
  phone?: string | undefined
  gender?: string | undefined
  specialization?: string | undefined
  departments?: { degreeName?: string | undefined; departmentName?: string | undefined }[]
  addressline1?: string | undefined
  addressline2?: string | undefined
  city?: string | undefined
  state?: string | undefined
  pin?: string | undefined
  accountStatus?: string | undefined
}

/** The legacy staff-detail fields: name, departments, gender, specialization, address, phone, email. */
export function StaffDetails({ staff }: { staff: StaffRecord }) {
  const departments = (staff.departments ?? [])
    .map((department) => [department.degreeName, department.departmentName].filter(Boolean).join(' - '))
    .join('; ')
  const address = [staff.addressline1, staff.addressline2, staff.city, staff.state, staff.pin]
    .filter(Boolean)
    .join(', ')
  return (
    <Card withBorder>
      <Stack gap="md">
        <Group gap="sm">
          <Title order={1} size="h2">
            {staff.name}
          </Title>
          <RoleBadge userType={staff.usertype} />
          {staff.accountStatus === 'DISABLE' && <Text c="red">Disabled</Text>}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LabelledValue label="Department" value={departments} />
          <LabelledValue label="Specialization" value={staff.specialization} />
          <LabelledValue label="Email" value={staff.email} />
          <LabelledValue label="Phone" value={staff.phone} />
          <LabelledValue label="Gender" value={staff.gender} />
          <LabelledValue label="Address" value={address} />
        </SimpleGrid>
      </Stack>
    </Card>
  )
}
