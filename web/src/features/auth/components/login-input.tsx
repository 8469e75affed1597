import { TextInput, type TextInputProps } from '@mantine/core'

/** The account to sign in to or reset: its email, or a student's register number. */
export function LoginInput(props: Pick<TextInputProps, 'value' | 'onChange'>) {
  return <TextInput label="Email or register number" autoComplete="username" required {...props} />
}
