import type { CampusEvent, EventSpeaker } from '@campus/core'
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { FormModal } from '@/components/form/form-modal'
import { useFormSave } from '@/components/form/use-form-save'
import { createEvent, updateEvent } from '../api/events'
import { fromDateInput, toDateInput } from '../utils/dates'

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
  const [fields, setFields] = useState(() => fieldsOf(event))
  const form = useFormSave({ toast: 'unexplained' })
  const { errors, setErrors } = form

  const set = <K extends keyof Fields>(name: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [name]: value }))
  const setSpeaker = (index: number, field: keyof EventSpeaker, value: string) =>
    set(
      'speakers',
      fields.speakers.map((speaker, at) => (at === index ? { ...speaker, [field]: value } : speaker)),
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
      <TextInput
        label="Event name"
        required
        value={fields.name}
        onChange={(change) => set('name', change.currentTarget.value)}
        error={errors.name}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Date"
          type="date"
          required
          value={fields.date}
          onChange={(change) => set('date', change.currentTarget.value)}
          error={errors.from}
        />
        <TextInput
          label="Department type"
          description="e.g. CSE, or the club or cell that runs it"
          required
          value={fields.depType}
          onChange={(change) => set('depType', change.currentTarget.value)}
          error={errors.depType}
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
              <TextInput
                label={`Speaker ${index + 1} name`}
                required
                flex={1}
                miw={200}
                value={speaker.name}
                onChange={(change) => setSpeaker(index, 'name', change.currentTarget.value)}
                error={errors[`speakers.${index}.name`]}
              />
              <TextInput
                label={`Speaker ${index + 1} designation`}
                required
                flex={1}
                miw={200}
                value={speaker.designation}
                onChange={(change) => setSpeaker(index, 'designation', change.currentTarget.value)}
                error={errors[`speakers.${index}.designation`]}
              />
              <Button
                variant="subtle"
                color="red"
                aria-label={`Remove speaker ${index + 1}`}
                onClick={() =>
                  set(
                    'speakers',
                    fields.speakers.filter((_, at) => at !== index),
                  )
                }
              >
                Remove
              </Button>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="xs"
              onClick={() => set('speakers', [...fields.speakers, { name: '', designation: '' }])}
            >
              Add speaker
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </FormModal>
  )
}
