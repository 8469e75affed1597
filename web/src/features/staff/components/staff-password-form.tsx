import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { useInputState } from '@mantine/hooks'
import { useState, type FormEvent } from 'react'
import { Trans } from 'react-i18next'
import { NewPasswordInput } from '@/components/form/new-password-input'
import { ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { setUserPassword } from '@/lib/users'
import { useStaffTranslation } from '@/lib/i18n/staff'

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
  const { t } = useStaffTranslation('staff')
  const [password, setPasswordValue] = useInputState('')
  const [confirm, setConfirm] = useInputState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    if (password !== confirm) {
      setErrors({ confirm: t('password.differ') })
      return
    }
    setSaving(true)
    try {
      await setUserPassword(userId, password)
      notify('success', t('password.set', { name }))
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
          <Trans t={t} i18nKey="password.intro" values={{ name }} components={{ b: <b /> }} />
        </Text>
        <NewPasswordInput value={password} onChange={setPasswordValue} error={errors.newPassword} required />
        <PasswordInput
          label={t('password.confirm')}
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
          autoComplete="new-password"
          required
        />
        {errors.form && <Alert color="red">{errors.form}</Alert>}
        <Group>
          <Button type="submit" loading={saving}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
