import { Button, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { type ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { useUpdateCollege, type CollegeInput } from '../api/update-college'
import { useStaffTranslation } from '@/lib/i18n/staff'

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
  const { t } = useStaffTranslation('college')
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
      notify('success', t('settings.saved'))
    } catch (failure) {
      const error = failure as ApiError
      setErrors(fieldErrors(error))
      notify('error', error.message)
    }
  }

  return (
    <form onSubmit={(event) => void save(event)}>
      <Stack gap="lg">
        <Fieldset legend={t('settings.college')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('settings.name')} required {...bind('name')} />
            <TextInput label={t('settings.shortName')} {...bind('shortName')} />
            <TextInput label={t('settings.address')} {...bind('address')} />
            <TextInput label={t('settings.city')} {...bind('city')} />
            <TextInput label={t('settings.state')} {...bind('state')} />
            <TextInput label={t('settings.phone')} type="tel" {...bind('phone')} />
            <TextInput label={t('settings.email')} type="email" {...bind('email')} />
            <TextInput label={t('settings.website')} type="url" placeholder="https://" {...bind('website')} />
            <TextInput
              label={t('settings.studentLoginUrl')}
              description={t('settings.studentLoginUrlDescription')}
              type="url"
              placeholder="https://"
              {...bind('studentLoginUrl')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('settings.footerPages')}>
          <Stack>
            <Textarea
              label={t('settings.contact')}
              autosize
              minRows={3}
              {...bind('contact', 'pages.contact')}
            />
            <Textarea
              label={t('settings.privacy')}
              autosize
              minRows={5}
              {...bind('privacy', 'pages.privacy')}
            />
            <Textarea label={t('settings.terms')} autosize minRows={5} {...bind('terms', 'pages.terms')} />
          </Stack>
        </Fieldset>
        <Group>
          <Button type="submit" loading={isMutating}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
