import { TextInput, type TextInputProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The account to sign in to or reset: its email, or a student's register number. */
export function LoginInput(props: Pick<TextInputProps, 'value' | 'onChange'>) {
  const { t } = useTranslation('auth')
  return <TextInput label={t('signIn.login')} autoComplete="username" required {...props} />
}
