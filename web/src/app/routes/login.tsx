import { Anchor, Center, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { LanguageSelect } from '@/components/ui/language-select'
import { paths } from '@/config/paths'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { useCollege } from '@/lib/college'

// Resetting a password is the rarer path: its code and new-password inputs load when it is chosen.
const ResetPasswordForm = lazy(() =>
  import('@/features/auth/components/reset-password-form').then((module) => ({
    default: module.ResetPasswordForm,
  })),
)

/** Only internal paths may be a post-login destination, never another site. */
const safeNext = (next: string | null) => (next?.startsWith('/') && !next.startsWith('//') ? next : '/')

/** Why the sign-in view opens with a note: the session ended, or the password was just reset. */
type Notice = 'sessionEnded' | 'passwordChanged'

/**
 * The sign-in page shows only its own view: no header, menu or footer of the shell; just the language switch,
 * since students often read it in their own language.
 */
export function Component() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { data: college } = useCollege()
  const { t } = useTranslation(['auth', 'common'])
  const [view, setView] = useState<{ mode: 'sign-in'; notice?: Notice } | { mode: 'reset'; login: string }>({
    mode: 'sign-in',
    ...(params.has('next') ? { notice: 'sessionEnded' as const } : {}),
  })
  const collegeName = typeof college?.name === 'string' ? college.name : undefined

  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        <Group justify="flex-end">
          <LanguageSelect />
        </Group>
        <Stack align="center" gap={4}>
          <Image src="/logo.svg" alt="Campus Portal" w={200} h={40} />
          {collegeName && <Text c="dimmed">{collegeName}</Text>}
        </Stack>
        <Paper withBorder shadow="sm" p="xl">
          <Title order={1} size="h3" mb="md">
            {view.mode === 'sign-in' ? t('signIn.title') : t('reset.title')}
          </Title>
          {view.mode === 'sign-in' ? (
            <SignInForm
              notice={view.notice && t(`notices.${view.notice}`)}
              onSignedIn={() => void navigate(safeNext(params.get('next')), { replace: true })}
              onForgotPassword={(login) => setView({ mode: 'reset', login })}
            />
          ) : (
            <Suspense fallback={<Loader size="sm" aria-label={t('common:header.loading')} />}>
              <ResetPasswordForm
                initialLogin={view.login}
                onDone={() => setView({ mode: 'sign-in', notice: 'passwordChanged' })}
                onCancel={() => setView({ mode: 'sign-in' })}
              />
            </Suspense>
          )}
        </Paper>
        <Group justify="center" gap="md">
          <Anchor component={Link} to={paths.contact.href()} size="sm">
            {t('common:footer.contact')}
          </Anchor>
          <Anchor component={Link} to={paths.privacy.href()} size="sm">
            {t('common:footer.privacy')}
          </Anchor>
          <Anchor component={Link} to={paths.terms.href()} size="sm">
            {t('common:footer.terms')}
          </Anchor>
        </Group>
      </Stack>
    </Center>
  )
}
