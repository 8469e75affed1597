import { Button, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { type ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { useUpdateCollege, type CollegeInput } from '../api/update-college'

type Fields = Required<Omit<CollegeInput, 'pages'>> & { contact: string; privacy: string; terms: string }

const str = (value: unknown) => (typeof value === 'string' ? value : '')

function fieldsOf(college: Record<string, unknown>): Fields {
  const pages = (college.pages ?? {}) as Record<string, unknown>
  return {
    name: str(college.name),
    shortName: str(college.shortName),
    address: str(college.address),
    city: str(college.city),
    state: str(college.state),
    phone: str(college.phone),
    email: str(college.email),
    website: str(college.website),
    studentLoginUrl: str(college.studentLoginUrl),
    contact: str(pages.contact),
    privacy: str(pages.privacy),
    terms: str(pages.terms),
  }
}

/** Empty optional fields are left out, so the server does not reject an empty email or link. */
function inputOf({ contact, privacy, terms, ...details }: Fields): CollegeInput {
  const present = (value: string) => value.trim() !== ''
  const optional = Object.fromEntries(Object.entries(details).filter(([, value]) => present(value)))
  const pages = Object.fromEntries(
    Object.entries({ contact, privacy, terms }).filter(([, value]) => present(value)),
  )
  return { ...optional, name: details.name, pages }
}

/** The college's name, contact details, student login link and the texts of the footer pages. */
export function CollegeSettingsForm({ college }: { college: Record<string, unknown> }) {
  const [fields, setFields] = useState(() => fieldsOf(college))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const { trigger, isMutating } = useUpdateCollege()

  const bind = (name: keyof Fields, path: string = name) => ({
    value: fields[name],
    error: errors[path],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget
      setFields((current) => ({ ...current, [name]: value }))
    },
  })

  async function save(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    try {
      await trigger(inputOf(fields))
      notify('success', 'College settings saved')
    } catch (failure) {
      const error = failure as ApiError
      setErrors(fieldErrors(error))
      notify('error', error.message)
    }
  }

  return (
    <form onSubmit={(event) => void save(event)}>
      <Stack gap="lg">
        <Fieldset legend="College">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required {...bind('name')} />
            <TextInput label="Short name" {...bind('shortName')} />
            <TextInput label="Address" {...bind('address')} />
            <TextInput label="City" {...bind('city')} />
            <TextInput label="State" {...bind('state')} />
            <TextInput label="Phone" type="tel" {...bind('phone')} />
            <TextInput label="Email" type="email" {...bind('email')} />
            <TextInput label="Website" type="url" placeholder="https://" {...bind('website')} />
            <TextInput
              label="Student login page"
              description="Students' “My Profile” opens this page in a new tab"
              type="url"
              placeholder="https://"
              {...bind('studentLoginUrl')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Footer pages">
          <Stack>
            <Textarea label="Contact us" autosize minRows={3} {...bind('contact', 'pages.contact')} />
            <Textarea label="Privacy policy" autosize minRows={5} {...bind('privacy', 'pages.privacy')} />
            <Textarea label="Terms of service" autosize minRows={5} {...bind('terms', 'pages.terms')} />
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={isMutating}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
