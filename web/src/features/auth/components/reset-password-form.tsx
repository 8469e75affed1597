import { Alert, Anchor, Button, PinInput, Stack, Text } from '@mantine/core'
import { useInputState } from '@mantine/hooks'
import { useState, type FormEvent } from 'react'
import { NewPasswordInput } from '@/components/form/new-password-input'
import type { ApiError } from '@/lib/api-error'
import { resetPassword, sendResetCode } from '../api/auth'
import { LoginInput } from './login-input'

interface Props {
  initialLogin: string
  onDone: (message: string) => void
  onCancel: () => void
}

/** Forgotten password: a 6-digit code goes by SMS to the phone on record, then a new password. */
export function ResetPasswordForm({ initialLogin, onDone, onCancel }: Props) {
  const [login, setLogin] = useInputState(initialLogin)
  const [sent, setSent] = useState(false)
  const [code, setCode] = useState('')
  const [newPassword, setNewPassword] = useInputState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError(undefined)
    try {
      await action()
    } catch (failure) {
      setError((failure as ApiError).message)
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
      onDone('Your password is changed. Sign in with the new one.')
    })
  }

  return (
    <Stack>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!sent ? (
        <form onSubmit={sendCode}>
          <Stack>
            <Text size="sm">We will send a 6-digit code by SMS to the phone number on your account.</Text>
            <LoginInput value={login} onChange={setLogin} />
            <Button type="submit" loading={busy}>
              Send code
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={reset}>
          <Stack>
            <Text size="sm" role="status">
              If the account has a phone number on record, the code was sent to it. It works for 10 minutes.
            </Text>
            <div>
              <Text component="label" size="sm" fw={500} id="reset-code-label">
                Code
              </Text>
              <PinInput
                length={6}
                type="number"
                oneTimeCode
                value={code}
                onChange={setCode}
                aria-labelledby="reset-code-label"
                getInputProps={(index) => ({ 'aria-label': `Code digit ${index + 1}` })}
              />
            </div>
            <NewPasswordInput required value={newPassword} onChange={setNewPassword} />
            <Button type="submit" loading={busy}>
              Change password
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" size="sm" onClick={onCancel}>
        Back to sign in
      </Anchor>
    </Stack>
  )
}
