import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core'
import { useInputState } from '@mantine/hooks'
import { useState, type FormEvent } from 'react'
import type { ApiError } from '@/lib/api-error'
import { signIn } from '../api/auth'
import { LoginInput } from './login-input'

interface Props {
  onSignedIn: () => void
  onForgotPassword: (login: string) => void
  notice?: string | undefined
}

/** Email (or register number) and password. Wrong, locked and disabled accounts each get the server's message. */
export function SignInForm({ onSignedIn, onForgotPassword, notice }: Props) {
  const [login, setLogin] = useInputState('')
  const [password, setPassword] = useInputState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      await signIn({ email: login.trim(), password })
      onSignedIn()
    } catch (failure) {
      setError((failure as ApiError).message)
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
          <Alert color="red" role="alert" title="Could not sign in">
            {error}
          </Alert>
        )}
        <LoginInput value={login} onChange={setLogin} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" loading={busy} fullWidth>
          Sign in
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(login.trim())}>
          Forgot your password?
        </Anchor>
      </Stack>
    </form>
  )
}
