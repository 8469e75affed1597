import { Alert, Skeleton } from '@mantine/core'
import { TitledPage } from '@/components/ui/titled-page'
import { CollegeSettingsForm } from '@/features/college/components/college-settings-form'
import { useCollege } from '@/lib/college'
import { useCurrentUser } from '@/lib/current-user'

export function Component() {
  const { data: user } = useCurrentUser()
  const { data: college } = useCollege()
  return (
    <TitledPage title="College settings" maw={960}>
      {!user || !college ? (
        <Skeleton h={300} />
      ) : user.usertype === 'ADMIN' ? (
        <CollegeSettingsForm college={college} />
      ) : (
        <Alert color="yellow">Only administrators can change the college settings.</Alert>
      )}
    </TitledPage>
  )
}
