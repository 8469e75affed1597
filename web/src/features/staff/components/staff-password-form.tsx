import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { useInputState } from '@mantine/hooks'
import { useState, type FormEvent } from 'react'
import { NewPasswordInput } from '@/components/form/new-password-input'
import { ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { setUserPassword } from '@/lib/users'

/** An administrator or HOD sets a staff member's password; the person's open sessions end. */
export function StaffPasswordForm({
  userId,
  name,
  onDone,
}: {
  userId: string
  name: string
  onDone: () => void
}) {
  const [password, setPasswordValue] = useInputState('')
  const [confirm, setConfirm] = useInputState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    if (password !== confirm) {
      setErrors({ confirm: 'The two passwords differ' })
      return
    }
    setSaving(true)
    try {
      await setUserPassword(userId, password)
      notify('success', `Password set for ${name}`)
      onDone()
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrors(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack maw={420}>
        <Text>
          Set a new password for <b>{name}</b> and tell them in person. They are signed out everywhere and can
          change it after signing in.
        </Text>
        <NewPasswordInput value={password} onChange={setPasswordValue} error={errors.newPassword} required />
        <PasswordInput
          label="Confirm the new password"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
          autoComplete="new-password"
          required
        />
        {errors.form && <Alert color="red">{errors.form}</Alert>}
        <Group>
          <Button type="submit" loading={saving}>
            Set password
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
