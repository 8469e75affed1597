import { Button, Group, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'

/** HOD and FACULTY find a student from anywhere: the Search button opens manage-student/search/{text}. */
export function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const { t } = useTranslation('common')

  function submit(event: FormEvent) {
    event.preventDefault()
    const query = text.trim()
    if (!query) return
    onSearch?.()
    void navigate(paths.studentSearch.href(query))
  }

  return (
    <form onSubmit={submit} role="search" style={{ flex: 1, maxWidth: 560 }}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" variant="light">
          {t('search.submit')}
        </Button>
      </Group>
    </form>
  )
}
