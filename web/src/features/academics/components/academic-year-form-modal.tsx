import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useFormFields } from '@/components/form/use-form-fields'
import { paths } from '@/config/paths'
import { ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { type AcademicYear, addAcademicYear, updateAcademicYear, useRegulations } from '../api/academic-years'
import { refreshAcademics } from '../api/refresh'
import { toClockTime, toMeridianTime } from '../utils/session-time'
import { InlineConfirm } from './inline-confirm'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))
const TYPES = [
  { value: 'sem', label: 'sem' },
  { value: 'year', label: 'year' },
]
/** The start and the end year are typed alike: four digits, under the legacy hint. */
const YEAR_INPUT = {
  inputMode: 'numeric',
  maxLength: 4,
  description: 'Give the year as full ex: 2017/2019',
} as const

interface Fields {
  startYear: string
  endYear: string
  regulationId: string
  type: string
  noOfYears: string
  currentYear: string
  currentSem: string
  fnTime: string
  anTime: string
  inactive: boolean
}

const fieldsOf = (year?: AcademicYear): Fields => ({
  startYear: year ? String(year.startYear) : '',
  endYear: year ? String(year.endYear) : '',
  regulationId: year?.regulationId ?? '',
  type: year?.type ?? '',
  noOfYears: year ? String(year.noOfYears) : '',
  currentYear: year ? String(year.currentYear) : '',
  currentSem: year ? String(year.currentSem) : '',
  fnTime: toClockTime(year?.sessionTime?.fnTime),
  anTime: toClockTime(year?.sessionTime?.anTime),
  inactive: false,
})

/** The legacy form's messages for a year field. */
function yearProblem(value: string) {
  if (!value.trim()) return 'Year is required'
  if (!/^\d+$/.test(value.trim())) return 'Number are required'
  if (value.trim().length < 4) return 'Minimum Length is 4'
  return undefined
}

function problemsOf(fields: Fields, adding: boolean): Record<string, string> {
  const required = (value: string, message = 'Required') => (value ? undefined : message)
  const problems: Record<string, string | undefined> = {
    startYear: yearProblem(fields.startYear),
    endYear: yearProblem(fields.endYear),
    regulationId: adding ? required(fields.regulationId, 'Choose the regulation') : undefined,
    type: required(fields.type),
    noOfYears: required(fields.noOfYears),
    currentYear: required(fields.currentYear),
    currentSem: required(fields.currentSem),
    'sessionTime.fnTime': required(fields.fnTime, 'Give the forenoon end time'),
    'sessionTime.anTime': required(fields.anTime, 'Give the afternoon end time'),
  }
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => !!entry[1]))
}

/**
 * Add Academic Year to a department, or Edit Academic Year when given one: the regulation is fixed once the
 * year exists, and editing may make the year inactive (after a second question).
 */
export function AcademicYearFormModal({
  departmentId,
  year,
  onClose,
}: {
  departmentId: string
  year?: AcademicYear
  onClose: () => void
}) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const { fields, set, text, choice } = useFormFields(() => fieldsOf(year), {
    errors,
    onChange: (name) => setErrors(({ [name]: _fixed, ...rest }) => rest),
  })
  const [saving, setSaving] = useState(false)
  const [confirmingDeactivation, setConfirmingDeactivation] = useState(false)
  /** Why the server refused, in its words: a duplicate year, a lowered current semester, a field problem. */
  const [failure, setFailure] = useState<string>()
  const regulations = useRegulations(year ? undefined : departmentId)
  const noRegulation = !year && regulations.data?.length === 0

  /** A required pick from a fixed list, which once made cannot be undone. */
  const listChoice = (
    name: 'regulationId' | 'type' | 'noOfYears' | 'currentYear' | 'currentSem',
    label: string,
    data: readonly (string | { value: string; label: string })[],
  ) => ({ ...choice(name, label, true), data: [...data], allowDeselect: false })

  async function save() {
    const body = {
      startYear: Number(fields.startYear),
      endYear: Number(fields.endYear),
      type: fields.type as 'sem' | 'year',
      noOfYears: Number(fields.noOfYears),
      currentYear: Number(fields.currentYear),
      currentSem: Number(fields.currentSem),
      sessionTime: { fnTime: toMeridianTime(fields.fnTime), anTime: toMeridianTime(fields.anTime) },
    }
    setSaving(true)
    setFailure(undefined)
    try {
      if (year) {
        await updateAcademicYear({ id: year.id, ...body, ...(fields.inactive ? { inactive: 'YES' } : {}) })
        notify('success', fields.inactive ? 'Academic Year made inactive' : 'Updated Successfully')
      } else {
        const result = await addAcademicYear({ ...body, departmentId, regulationId: fields.regulationId })
        if (result.status === 'Already Exists') {
          setFailure('Academic Year already Exists')
          notify('error', 'Academic Year already Exists')
          return
        }
        notify('success', 'Added Successfully')
      }
      void refreshAcademics()
      onClose()
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(fieldErrors(error))
        setFailure(error.message)
      }
    } finally {
      setSaving(false)
      setConfirmingDeactivation(false)
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const problems = problemsOf(fields, !year)
    setErrors(problems)
    if (Object.keys(problems).length) return
    if (fields.inactive) setConfirmingDeactivation(true)
    else void save()
  }

  const regulationLabel = year?.regulation ?? '—'
  return (
    <Modal opened onClose={onClose} title={year ? 'Edit Academic Year' : 'Add Academic Year'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {noRegulation && (
            <Alert variant="outline" color="blue" title="This department has no regulation yet">
              An academic year follows a regulation. Add one in{' '}
              <Anchor component={Link} to={paths.manageSubject.href()}>
                Manage Subject
              </Anchor>{' '}
              first.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('startYear', 'Start Year', true)} {...YEAR_INPUT} />
            <TextInput {...text('endYear', 'End Year', true)} {...YEAR_INPUT} />
            {year ? (
              <TextInput label="Regulation" value={regulationLabel} readOnly variant="filled" />
            ) : (
              <Select
                {...listChoice(
                  'regulationId',
                  'Regulation',
                  (regulations.data ?? []).map((regulation) => ({
                    value: regulation.id,
                    label: regulation.year,
                  })),
                )}
                error={errors.regulationId ?? regulations.error?.message}
                disabled={!regulations.data?.length}
              />
            )}
            <Select {...listChoice('type', 'Type', TYPES)} />
            <Select {...listChoice('noOfYears', 'No. Of Years', range(1, 5))} />
            <Select {...listChoice('currentYear', 'Current Year', range(1, 5))} />
            <Select {...listChoice('currentSem', 'Current Sem', range(1, 10))} />
            <TextInput
              {...text('fnTime', 'Forenoon End Time', true)}
              type="time"
              error={errors['sessionTime.fnTime'] ?? errors.sessionTime}
            />
            <TextInput
              {...text('anTime', 'Afternoon End Time', true)}
              type="time"
              error={errors['sessionTime.anTime']}
            />
          </SimpleGrid>
          {year && (
            <Checkbox
              label="Make this academic year inactive"
              checked={fields.inactive}
              onChange={(event) => set({ inactive: event.currentTarget.checked })}
            />
          )}
          {failure && (
            <Alert color="red" title="Not saved">
              {failure}
            </Alert>
          )}
          {confirmingDeactivation && (
            <InlineConfirm
              question="Do you really want to DeActivate... ?"
              busy={saving}
              onConfirm={() => void save()}
              onCancel={() => {
                setConfirmingDeactivation(false)
                set({ inactive: false })
              }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={noRegulation || confirmingDeactivation}>
              {year ? 'Update' : 'Add'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
