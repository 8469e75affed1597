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
import type { TFunction } from 'i18next'
import { useState, type FormEvent } from 'react'
import { Trans } from 'react-i18next'
import { Link } from 'react-router'
import { useFormFields } from '@/components/form/use-form-fields'
import { paths } from '@/config/paths'
import { ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { type AcademicYear, addAcademicYear, updateAcademicYear, useRegulations } from '../api/academic-years'
import { refreshAcademics } from '../api/refresh'
import { toClockTime, toMeridianTime } from '../utils/session-time'
import { InlineConfirm } from './inline-confirm'
import { useStaffTranslation } from '@/lib/i18n/staff'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))
/** The start and the end year are typed alike: four digits, under the legacy hint. */
const YEAR_INPUT = { inputMode: 'numeric', maxLength: 4 } as const

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
function yearProblem(value: string, t: TFunction<'academics'>) {
  if (!value.trim()) return t('yearForm.yearRequired')
  if (!/^\d+$/.test(value.trim())) return t('yearForm.yearDigits')
  if (value.trim().length < 4) return t('yearForm.yearLength')
  return undefined
}

function problemsOf(fields: Fields, adding: boolean, t: TFunction<'academics'>): Record<string, string> {
  const required = (value: string, message = t('yearForm.required')) => (value ? undefined : message)
  const problems: Record<string, string | undefined> = {
    startYear: yearProblem(fields.startYear, t),
    endYear: yearProblem(fields.endYear, t),
    regulationId: adding ? required(fields.regulationId, t('yearForm.chooseRegulation')) : undefined,
    type: required(fields.type),
    noOfYears: required(fields.noOfYears),
    currentYear: required(fields.currentYear),
    currentSem: required(fields.currentSem),
    'sessionTime.fnTime': required(fields.fnTime, t('yearForm.giveFnTime')),
    'sessionTime.anTime': required(fields.anTime, t('yearForm.giveAnTime')),
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
  const { t } = useStaffTranslation('academics')
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
  const types = [
    { value: 'sem', label: t('yearForm.typeSem') },
    { value: 'year', label: t('yearForm.typeYear') },
  ]
  const yearInput = { ...YEAR_INPUT, description: t('yearForm.yearHint') }

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
        notify('success', fields.inactive ? t('yearForm.madeInactive') : t('yearForm.updated'))
      } else {
        const result = await addAcademicYear({ ...body, departmentId, regulationId: fields.regulationId })
        if (result.status === 'Already Exists') {
          setFailure(t('yearForm.alreadyExists'))
          notify('error', t('yearForm.alreadyExists'))
          return
        }
        notify('success', t('yearForm.added'))
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
    const problems = problemsOf(fields, !year, t)
    setErrors(problems)
    if (Object.keys(problems).length) return
    if (fields.inactive) setConfirmingDeactivation(true)
    else void save()
  }

  const regulationLabel = year?.regulation ?? '—'
  return (
    <Modal opened onClose={onClose} title={year ? t('yearForm.editTitle') : t('yearForm.addTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {noRegulation && (
            <Alert variant="outline" color="blue" title={t('yearForm.noRegulationTitle')}>
              <Trans
                t={t}
                i18nKey="yearForm.noRegulation"
                components={{ link: <Anchor component={Link} to={paths.manageSubject.href()} /> }}
              />
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput {...text('startYear', t('year.startYear'), true)} {...yearInput} />
            <TextInput {...text('endYear', t('year.endYear'), true)} {...yearInput} />
            {year ? (
              <TextInput label={t('year.regulation')} value={regulationLabel} readOnly variant="filled" />
            ) : (
              <Select
                {...listChoice(
                  'regulationId',
                  t('year.regulation'),
                  (regulations.data ?? []).map((regulation) => ({
                    value: regulation.id,
                    label: regulation.year,
                  })),
                )}
                error={errors.regulationId ?? regulations.error?.message}
                disabled={!regulations.data?.length}
              />
            )}
            <Select {...listChoice('type', t('year.type'), types)} />
            <Select {...listChoice('noOfYears', t('year.noOfYears'), range(1, 5))} />
            <Select {...listChoice('currentYear', t('year.currentYear'), range(1, 5))} />
            <Select {...listChoice('currentSem', t('year.currentSem'), range(1, 10))} />
            <TextInput
              {...text('fnTime', t('year.fnEndTime'), true)}
              type="time"
              error={errors['sessionTime.fnTime'] ?? errors.sessionTime}
            />
            <TextInput
              {...text('anTime', t('year.anEndTime'), true)}
              type="time"
              error={errors['sessionTime.anTime']}
            />
          </SimpleGrid>
          {year && (
            <Checkbox
              label={t('yearForm.makeInactive')}
              checked={fields.inactive}
              onChange={(event) => set({ inactive: event.currentTarget.checked })}
            />
          )}
          {failure && (
            <Alert color="red" title={t('yearForm.notSaved')}>
              {failure}
            </Alert>
          )}
          {confirmingDeactivation && (
            <InlineConfirm
              question={t('yearForm.confirmDeactivate')}
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
              {t('yearForm.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={noRegulation || confirmingDeactivation}>
              {year ? t('yearForm.update') : t('yearForm.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
