import type { CampusEvent, EventSpeaker } from '@campus/core'
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import type { FormEvent } from 'react'
import { FormModal } from '@/components/form/form-modal'
import { useFormFields } from '@/components/form/use-form-fields'
import { useFormSave } from '@/components/form/use-form-save'
import { createEvent, updateEvent } from '../api/events'
import { fromDateInput, toDateInput } from '@/lib/date-input'

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
  const form = useFormSave({ toast: 'unexplained' })
  const { errors, setErrors } = form
  const { fields, set, text } = useFormFields(() => fieldsOf(event), form)

  const setSpeakers = (speakers: EventSpeaker[]) => set({ speakers })
  /** A speaker's name or designation, labelled with the speaker's place in the list. */
  const speakerInput = (speaker: EventSpeaker, index: number, field: keyof EventSpeaker) => (
    <TextInput
      label={`Speaker ${index + 1} ${field}`}
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
    if (day === undefined) return setErrors({ from: 'Date is required' })
    // An unchanged date keeps the event's own time of day.
    const from = event && toDateInput(event.from) === fields.date ? event.from : day
    const body = { name: fields.name, from, depType: fields.depType, speakers: fields.speakers }
    setErrors({})
    await form.send(() => (event ? updateEvent(event.id, body) : createEvent(body)), {
      success: event ? 'Event saved' : 'Event added',
      onSaved,
      onClose,
    })
  }

  return (
    <FormModal
      title={event ? `Edit ${event.name}` : 'Add event'}
      size="lg"
      onClose={onClose}
      onSubmit={save}
      saving={form.saving}
      submitLabel={event ? 'Save' : 'Add event'}
    >
      <TextInput {...text('name', 'Event name', true)} data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('date', 'Date', true)} type="date" error={errors.from} />
        <TextInput
          {...text('depType', 'Department type', true)}
          description="e.g. CSE, or the club or cell that runs it"
        />
      </SimpleGrid>
      <Fieldset legend="Speakers">
        <Stack>
          {!fields.speakers.length && (
            <Text size="sm" c="dimmed">
              No speakers yet.
            </Text>
          )}
          {fields.speakers.map((speaker, index) => (
            <Group key={index} align="flex-end">
              {speakerInput(speaker, index, 'name')}
              {speakerInput(speaker, index, 'designation')}
              <Button
                variant="subtle"
                color="red"
                aria-label={`Remove speaker ${index + 1}`}
                onClick={() => setSpeakers(fields.speakers.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              onClick={() => setSpeakers([...fields.speakers, { name: '', designation: '' }])}
            >
              Add speaker
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </FormModal>
  )
}
