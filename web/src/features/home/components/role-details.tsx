import { Anchor, List, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { formatDate } from '@/lib/format'
import type { HomeFigures } from '../api/home'
import { Checklist } from './checklist'
import { DepartmentTable } from './department-table'
import { NaacGrants } from './naac-grants'
import { useStaffTranslation } from '@/lib/i18n/staff'

/** What each role's home page shows below the headline figures. */
export function RoleDetails({ home, userId }: { home: HomeFigures; userId: string }) {
  const { t } = useStaffTranslation('home')
  switch (home.userType) {
    case 'ADMIN':
    case 'HOD':
      return <DepartmentTable departments={home.departments} />
    case 'FACULTY':
      return (
        <>
          <DepartmentTable departments={home.departments} />
          <Checklist
            title={t('profile.title')}
            items={home.profileSections.map((section) => ({
              key: section.section,
              label: section.label,
              done: section.filled,
            }))}
            footer={
              <Anchor component={Link} to={paths.staffProfile.href(userId)} size="sm">
                {t('profile.open')}
              </Anchor>
            }
          />
        </>
      )
    case 'STUDENT':
      return (
        <Checklist
          title={t('documents.title')}
          items={home.documents.map((document) => ({
            key: document.type,
            label: document.label,
            done: document.recorded,
          }))}
        />
      )
    case 'CUSTOM':
      return <NaacGrants home={home} />
    case 'APPLICANT':
      return (
        <section aria-label={t('applications.title')}>
          <Title order={2} size="h4" mb="xs">
            {t('applications.title')}
          </Title>
          {home.applications.length === 0 ? (
            <Text c="dimmed">{t('applications.empty')}</Text>
          ) : (
            <List>
              {home.applications.map((application) => (
                <List.Item key={application.applicationId}>
                  {t('applications.applied', {
                    name: application.applicationName ?? t('applications.unknown'),
                    date: formatDate(application.appliedOn),
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </section>
      )
  }
}
