import { useState } from 'react'

/** The names of the fields that hold text, which text inputs and selects edit. */
export type TextName<Fields> = {
  [Name in keyof Fields]: Fields[Name] extends string ? Name : never
}[keyof Fields] &
  string

/** A record's values as a form's text fields, for editing it: empty text for anything missing or no record. */
export const textFieldsOf = <Name extends string>(
  record: Partial<Record<Name, string>> | undefined,
  names: readonly Name[],
) => Object.fromEntries(names.map((name) => [name, record?.[name] ?? ''])) as Record<Name, string>

/** Binds one input to a field of the form: its label, value, message and change. */
type Binder<Name extends string, Value, Change> = (
  name: Name,
  label: string,
  required?: boolean,
) => { label: string; required: boolean; value: Value; error: string | undefined; onChange: Change }

/** Binds a text input: its change is the input's event. */
export type TextBinder<Name extends string> = Binder<
  Name,
  string,
  (event: { currentTarget: { value: string } }) => void
>

/** Binds a select: no choice while the field is blank, and its change is the value chosen. */
export type ChoiceBinder<Name extends string> = Binder<Name, string | null, (value: string | null) => void>

/**
 * A form's values as typed, and the props that bind an input to one of them, so each input is one spread
 * instead of its own value, change and message.
 * @param errors the messages against the fields (usually `useFormSave().errors`), by field name
 * @param onChange told each field that changes, e.g. to forget its message
 * @example
 * const { fields, set, text, choice } = useFormFields({ name: '', kind: '' }, form)
 * <TextInput {...text('name', 'Name', true)} />
 * <Select {...choice('kind', 'Kind')} data={KINDS} clearable />
 */
export function useFormFields<Fields extends object>(
  initial: Fields | (() => Fields),
  { errors, onChange }: { errors: Record<string, string>; onChange?: (name: string) => void },
) {
  const [fields, setFields] = useState(initial)

  const set = (change: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...change }))
    if (onChange) for (const name of Object.keys(change)) onChange(name)
  }

  const text: TextBinder<TextName<Fields>> = (name, label, required = false) => ({
    label,
    required,
    value: fields[name] as string,
    error: errors[name],
    onChange: (event) => set({ [name]: event.currentTarget.value } as Partial<Fields>),
  })

  const choice: ChoiceBinder<TextName<Fields>> = (name, label, required = false) => ({
    label,
    required,
    value: (fields[name] as string) || null,
    error: errors[name],
    onChange: (value) => set({ [name]: value ?? '' } as Partial<Fields>),
  })

  return { fields, set, text, choice }
}
