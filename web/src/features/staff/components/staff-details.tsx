import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { UserType } from '@campus/core'
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

function Field({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value?.trim() ? value : '—'}</Text>
    </div>
  )
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
          <Field label="Department" value={departments} />
          <Field label="Specialization" value={staff.specialization} />
          <Field label="Email" value={staff.email} />
          <Field label="Phone" value={staff.phone} />
          <Field label="Gender" value={staff.gender} />
          <Field label="Address" value={address} />
        </SimpleGrid>
      </Stack>
    </Card>
  )
}
