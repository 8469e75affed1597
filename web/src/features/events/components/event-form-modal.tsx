import type { CampusEvent, EventSpeaker } from '@campus/core'
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { FormModal } from '@/components/form/form-modal'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormSave } from '@/components/form/use-form-save'
import { createEvent, updateEvent } from '../api/events'
import { fromDateInput, toDateInput } from '@/lib/date-input'
import { useStaffTranslation } from '@/lib/i18n/staff'

interface Fields {
  name: string
  date: string
  depType: string
  speakers: EventSpeaker[]
}

const fieldsOf = (event?: CampusEvent): Fields => ({
  name: event?.name ?? '',
  date: event ? toDateInput(event.from) : '',
  depType: event?.depType ?? '',
  speakers: event?.speakers.map((speaker) => ({ ...speaker })) ?? [],
})

/** Add event, or edit one: its name, date, department type and speakers (rows added and removed). */
export function EventFormModal({
  event,
  onClose,
  onSaved,
}: {
  /** The event to edit; absent to add one. */
  event?: CampusEvent
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useStaffTranslation('events')
  const form = useFormSave({ toast: 'unexplained' })
  const { errors, setErrors } = form
  const { fields, set, text } = useFormFields(() => fieldsOf(event), form)

  const setSpeakers = (speakers: EventSpeaker[]) => set({ speakers })
  /** A speaker's name or designation, labelled with the speaker's place in the list. */
  const speakerInput = (speaker: EventSpeaker, index: number, field: keyof EventSpeaker) => (
    <TextInput
      label={t(field === 'name' ? 'form.speakerName' : 'form.speakerDesignation', { number: index + 1 })}
      required
      flex={1}
      miw={200}
      value={speaker[field]}
      onChange={(change) =>
        setSpeakers(
          fields.speakers.map((other, at) =>
            at === index ? { ...other, [field]: change.currentTarget.value } : other,
          ),
        )
      }
      error={errors[`speakers.${index}.${field}`]}
    />
  )

  async function save(submitted: FormEvent) {
    form.start(submitted)
    const day = fromDateInput(fields.date)
    if (day === undefined) return setErrors({ from: t('form.dateRequired') })
    // An unchanged date keeps the event's own time of day.
    const from = event && toDateInput(event.from) === fields.date ? event.from : day
    const body = { name: fields.name, from, depType: fields.depType, speakers: fields.speakers }
    setErrors({})
    await form.send(() => (event ? updateEvent(event.id, body) : createEvent(body)), {
      success: event ? t('form.saved') : t('form.added'),
      onSaved,
      onClose,
    })
  }

  return (
    <FormModal
      title={event ? t('form.edit', { name: event.name }) : t('form.add')}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={event ? t('form.save') : t('form.add')}
    >
      <TextInput {...text('name', t('form.name'), true)} data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('date', t('form.date'), true)} type="date" error={errors.from} />
        <TextInput
          {...text('depType', t('form.departmentType'), true)}
          description={t('form.departmentTypeDescription')}
        />
      </SimpleGrid>
      <Fieldset legend={t('form.speakers')}>
        <Stack>
          {!fields.speakers.length && (
            <Text size="sm" c="dimmed">
              {t('form.noSpeakers')}
            </Text>
          )}
          {fields.speakers.map((speaker, index) => (
            <Group key={index} align="flex-end">
              {speakerInput(speaker, index, 'name')}
              {speakerInput(speaker, index, 'designation')}
              <Button
                variant="subtle"
                color="red"
                aria-label={t('form.removeSpeaker', { number: index + 1 })}
                onClick={() => setSpeakers(fields.speakers.filter((_, at) => at !== index))}
              >
                {t('form.remove')}
              </Button>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              onClick={() => setSpeakers([...fields.speakers, { name: '', designation: '' }])}
            >
              {t('form.addSpeaker')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </FormModal>
  )
}
