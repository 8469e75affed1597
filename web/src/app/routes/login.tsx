import { Anchor, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { useCollege } from '@/lib/college'

/** Only internal paths may be a post-login destination, never another site. */
const safeNext = (next: string | null) => (next?.startsWith('/') && !next.startsWith('//') ? next : '/')

/** The sign-in page shows only its own view: no header, menu or footer of the shell. */
export function Component() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { data: college } = useCollege()
  const [view, setView] = useState<{ mode: 'sign-in'; notice?: string } | { mode: 'reset'; login: string }>({
    mode: 'sign-in',
    ...(params.has('next') ? { notice: 'Your session has ended. Sign in to continue.' } : {}),
  })
  const collegeName = typeof college?.name === 'string' ? college.name : undefined

  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        <Stack align="center" gap={4}>
          <Image src="/logo.svg" alt="Campus Portal" w={200} h={40} />
          {collegeName && <Text c="dimmed">{collegeName}</Text>}
        </Stack>
        <Paper withBorder shadow="sm" p="xl">
          <Title order={1} size="h3" mb="md">
            {view.mode === 'sign-in' ? 'Sign in' : 'Reset your password'}
          </Title>
          {view.mode === 'sign-in' ? (
            <SignInForm
              notice={view.notice}
              onSignedIn={() => void navigate(safeNext(params.get('next')), { replace: true })}
              onForgotPassword={(login) => setView({ mode: 'reset', login })}
            />
          ) : (
            <ResetPasswordForm
              initialLogin={view.login}
              onDone={(notice) => setView({ mode: 'sign-in', notice })}
              onCancel={() => setView({ mode: 'sign-in' })}
            />
          )}
        </Paper>
        <Group justify="center" gap="md">
          <Anchor component={Link} to={paths.contact.href()} size="sm">
            Contact us
          </Anchor>
          <Anchor component={Link} to={paths.privacy.href()} size="sm">
            Privacy policy
          </Anchor>
          <Anchor component={Link} to={paths.terms.href()} size="sm">
            Terms of service
          </Anchor>
        </Group>
      </Stack>
    </Center>
  )
}
