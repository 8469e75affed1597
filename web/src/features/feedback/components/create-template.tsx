import { TEMPLATE_NAME_MISSING_MESSAGE, TEMPLATE_QUESTIONS_MISSING_MESSAGE } from '@campus/core'
import { Alert, Button, Checkbox, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { ApiError, fieldErrors } from '@/lib/api-error'
import { notify } from '@/lib/notify'
import { useQuestions } from '../api/questions'
import { refreshFeedback } from '../api/refresh'
import { createTemplate } from '../api/templates'
import { useStaffTranslation } from '@/lib/i18n/staff'

/**
 * Create Survey Template: a name and questions picked from the bank (a row's click picks it too). The form asks
 * them in the order they were picked, as the legacy screen did.
 */
export function CreateTemplate({ onCreated }: { onCreated: () => void }) {
  const { t } = useStaffTranslation('feedback')
  const questions = useQuestions()
  const [name, setName] = useState('')
  const [picked, setPicked] = useState<readonly string[]>([])
  const [errors, setErrors] = useState<{ name?: string; questions?: string }>({})
  const [saving, setSaving] = useState(false)

  function toggle(id: string) {
    setPicked((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    )
    setErrors((current) => ({ ...current, questions: undefined }))
  }

  async function create(event: FormEvent) {
    event.preventDefault()
    const chosen = picked.flatMap((id) => questions.data?.filter((question) => question.id === id) ?? [])
    const missing = {
      ...(name.trim() ? {} : { name: TEMPLATE_NAME_MISSING_MESSAGE }),
      ...(chosen.length ? {} : { questions: TEMPLATE_QUESTIONS_MISSING_MESSAGE }),
    }
    setErrors(missing)
    if (missing.name || missing.questions) {
      notify('error', missing.name ?? missing.questions ?? '')
      return
    }
    setSaving(true)
    try {
      await createTemplate({
        name: name.trim(),
        questions: chosen.map(({ id, question }) => ({ id, question })),
      })
      notify('success', t('createTemplate.created'))
      void refreshFeedback()
      onCreated()
    } catch (failure) {
      if (failure instanceof ApiError) {
        const fields = fieldErrors(failure)
        setErrors({ name: fields.name, questions: fields.questions })
        notify('error', failure.message)
      } else notify('error', t('createTemplate.failed'))
    } finally {
      setSaving(false)
    }
  }

  const all = questions.data ?? []

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('createTemplate.title')}
      </Title>
      <form onSubmit={(submitted) => void create(submitted)} noValidate>
        <Stack>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('createTemplate.name')}
              placeholder={t('createTemplate.namePlaceholder')}
              required
              maxLength={200}
              value={name}
              error={errors.name}
              onChange={(change) => {
                setName(change.currentTarget.value)
                setErrors((current) => ({ ...current, name: undefined }))
              }}
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit" loading={saving} mt={{ base: 0, xs: 25 }}>
              {t('createTemplate.create')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('createTemplate.selected', { count: picked.length })}
            {picked.length > 1 && t('createTemplate.pickedOrder')}
          </Text>
          {errors.questions && (
            <Alert color="red" variant="light" p="xs">
              {errors.questions}
            </Alert>
          )}
          <LoadError title={t('createTemplate.loadError')} error={questions.error} />
          {!questions.data && !questions.error ? (
            <Skeleton h={200} />
          ) : all.length ? (
            <Table.ScrollContainer minWidth={320}>
              <Table striped highlightOnHover withTableBorder aria-label={t('createTemplate.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={70}>{t('createTemplate.select')}</Table.Th>
                    <Table.Th w={48}>#</Table.Th>
                    <Table.Th>{t('createTemplate.questions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {all.map((question, index) => (
                    <Table.Tr
                      key={question.id}
                      onClick={() => toggle(question.id)}
                      style={{ cursor: 'pointer' }}
                      bg={picked.includes(question.id) ? 'var(--mantine-color-blue-light)' : undefined}
                    >
                      <Table.Td>
                        <Checkbox
                          aria-label={t('createTemplate.selectLabel', { number: index + 1 })}
                          checked={picked.includes(question.id)}
                          onChange={() => toggle(question.id)}
                          // The row toggles it too: one click must not count twice.
                          onClick={(click) => click.stopPropagation()}
                        />
                      </Table.Td>
                      <Table.Td>{index + 1}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{question.question}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            !questions.error && <Text>{t('createTemplate.empty')}</Text>
          )}
        </Stack>
      </form>
    </Stack>
  )
}
