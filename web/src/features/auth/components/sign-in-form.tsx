import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core'
import { useInputState } from '@mantine/hooks'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { type ApiError, toApiError } from '@/lib/api-error'
import { useErrorText } from '@/lib/i18n/error-text'
import { signIn } from '../api/auth'
import { signInErrors } from '../utils/sign-in-errors'
import { LoginInput } from './login-input'

interface Props {
  onSignedIn: () => void
  onForgotPassword: (login: string) => void
  notice?: string | undefined
}

/** Email (or register number) and password. Wrong, locked and disabled accounts are each told so. */
export function SignInForm({ onSignedIn, onForgotPassword, notice }: Props) {
  const [login, setLogin] = useInputState('')
  const [password, setPassword] = useInputState('')
  const [error, setError] = useState<ApiError>()
  const [busy, setBusy] = useState(false)
  const { t } = useTranslation('auth')
  const errorText = useErrorText()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      await signIn({ email: login.trim(), password })
      onSignedIn()
    } catch (failure) {
      setError(toApiError(failure))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate={false}>
      <Stack>
        {notice && !error && (
          <Alert color="blue" role="status">
            {notice}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert" title={t('signIn.failed')}>
            {errorText(error, signInErrors(t))}
          </Alert>
        )}
        <LoginInput value={login} onChange={setLogin} />
        <PasswordInput
          label={t('signIn.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('signIn.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(login.trim())}>
          {t('signIn.forgotPassword')}
        </Anchor>
      </Stack>
    </form>
  )
}
