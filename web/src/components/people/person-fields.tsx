import { type Gender, GENDERS } from '@campus/core'
import { Select, TextInput } from '@mantine/core'
import { type ChoiceBinder, type TextBinder, textFieldsOf } from '@/components/form/use-form-fields'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** The contact and address fields a staff member's and a student's forms both have, as typed. */
export interface PersonFields {
  name: string
  email: string
  phone: string
  gender: string
  addressline1: string
  city: string
  state: string
  pin: string
}

type PersonText = Exclude<keyof PersonFields, 'gender'>

/** A person's record as the common fields show it: empty text for anything missing. */
export const personFieldsOf = (person?: Partial<Record<keyof PersonFields, string>>): PersonFields =>
  textFieldsOf(person, ['name', 'email', 'phone', 'gender', 'addressline1', 'city', 'state', 'pin'])

/** A typed value, trimmed, or nothing when blank: blank fields are not sent. */
export const optional = (value: string) => (value.trim() ? value.trim() : undefined)

/** The common fields as the user body takes them (email aside: it is sent only when adding). */
export const personDetails = (fields: PersonFields) => ({
  name: fields.name,
  phone: optional(fields.phone),
  gender: optional(fields.gender) as Gender | undefined,
  addressline1: optional(fields.addressline1),
  city: optional(fields.city),
  state: optional(fields.state),
  pin: optional(fields.pin),
})

/** Name, email (fixed once the person exists) and phone. */
export function ContactFields({ text, editing }: { text: TextBinder<PersonText>; editing: boolean }) {
  const { t } = useStaffTranslation('components')
  return (
    <>
      <TextInput {...text('name', t('personFields.name'), true)} />
      <TextInput {...text('email', t('personFields.email'), true)} type="email" disabled={editing} />
      <TextInput {...text('phone', t('personFields.phone'))} type="tel" />
    </>
  )
}

/** The gender, one of the portal's genders or none. */
export function GenderSelect({ choice }: { choice: ChoiceBinder<'gender'> }) {
  const { t } = useStaffTranslation('components')
  return <Select {...choice('gender', t('personFields.gender'))} data={GENDERS} clearable />
}

/** The address: two lines, or one called Address; then city, state and PIN. */
export function AddressFields(
  props:
    | { text: TextBinder<PersonText | 'addressline2'>; secondLine: true }
    | { text: TextBinder<PersonText>; secondLine: false },
) {
  const { t } = useStaffTranslation('components')
  const { text } = props
  return (
    <>
      {props.secondLine ? (
        <>
          <TextInput {...props.text('addressline1', t('personFields.addressLine1'))} />
          <TextInput {...props.text('addressline2', t('personFields.addressLine2'))} />
        </>
      ) : (
        <TextInput {...text('addressline1', t('personFields.address'))} />
      )}
      <TextInput {...text('city', t('personFields.city'))} />
      <TextInput {...text('state', t('personFields.state'))} />
      <TextInput {...text('pin', t('personFields.pin'))} />
    </>
  )
}
