import { Alert, Anchor, Button, PinInput, Stack, Text } from '@mantine/core'
import { useInputState } from '@mantine/hooks'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { NewPasswordInput } from '@/components/form/new-password-input'
import { type ApiError, toApiError } from '@/lib/api-error'
import { useErrorText } from '@/lib/i18n/error-text'
import { resetPassword, sendResetCode } from '../api/auth'
import { resetErrors } from '../utils/sign-in-errors'
import { LoginInput } from './login-input'

interface Props {
  initialLogin: string
  /** The password is changed: back to signing in. */
  onDone: () => void
  onCancel: () => void
}

/** Forgotten password: a 6-digit code goes by SMS to the phone on record, then a new password. */
export function ResetPasswordForm({ initialLogin, onDone, onCancel }: Props) {
  const [login, setLogin] = useInputState(initialLogin)
  const [sent, setSent] = useState(false)
  const [code, setCode] = useState('')
  const [newPassword, setNewPassword] = useInputState('')
  const [error, setError] = useState<ApiError>()
  const [busy, setBusy] = useState(false)
  const { t } = useTranslation('auth')
  const errorText = useErrorText()

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (failure) {
      setError(toApiError(failure))
    } finally {
      setBusy(false)
    }
  }

  const sendCode = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      // The server answers the same whether or not the account exists, so the page cannot say where it went.
      await sendResetCode(login.trim())
      setSent(true)
    })
  }

  const reset = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      await resetPassword({ email: login.trim(), otp: code, newPassword })
      onDone()
    })
  }

  return (
    <Stack>
      {error && (
        <Alert color="red" role="alert">
          {errorText(error, resetErrors(t))}
        </Alert>
      )}
      {!sent ? (
        <form onSubmit={sendCode}>
          <Stack>
            <Text size="sm">{t('reset.intro')}</Text>
            <LoginInput value={login} onChange={setLogin} />
            <Button type="submit" loading={busy}>
              {t('reset.sendCode')}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={reset}>
          <Stack>
            <Text size="sm" role="status">
              {t('reset.sent')}
            </Text>
            <div>
              <Text component="label" size="sm" fw={500} id="reset-code-label">
                {t('reset.code')}
              </Text>
              <PinInput
                length={6}
                type="number"
                oneTimeCode
                value={code}
                onChange={setCode}
                aria-labelledby="reset-code-label"
                getInputProps={(index) => ({ 'aria-label': t('reset.codeDigit', { number: index + 1 }) })}
              />
            </div>
            <NewPasswordInput required value={newPassword} onChange={setNewPassword} />
            <Button type="submit" loading={busy}>
              {t('reset.changePassword')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onCancel}>
        {t('reset.backToSignIn')}
      </Anchor>
    </Stack>
  )
}
