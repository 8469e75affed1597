import { Anchor, List, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { formatDate } from '@/lib/format'
import type { HomeFigures } from '../api/home'
import { Checklist } from './checklist'
import { DepartmentTable } from './department-table'
import { NaacGrants } from './naac-grants'

/** What each role's home page shows below the headline figures. */
export function RoleDetails({ home, userId }: { home: HomeFigures; userId: string }) {
  switch (home.userType) {
    case 'ADMIN':
    case 'HOD':
      return <DepartmentTable departments={home.departments} />
    case 'FACULTY':
      return (
        <>
          <DepartmentTable departments={home.departments} />
          <Checklist
            title="Your profile"
            items={home.profileSections.map((section) => ({
              key: section.section,
              label: section.label,
              done: section.filled,
            }))}
            footer={
              <Anchor component={Link} to={paths.staffProfile.href(userId)} size="sm">
                Open your faculty profile
              </Anchor>
            }
          />
        </>
      )
    case 'STUDENT':
      return (
        <Checklist
          title="Your documents"
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
        <section aria-label="Your applications">
          <Title order={2} size="h4" mb="xs">
            Your applications
          </Title>
          {home.applications.length === 0 ? (
            <Text c="dimmed">You have not applied yet.</Text>
          ) : (
            <List>
              {home.applications.map((application) => (
                <List.Item key={application.applicationId}>
                  {application.applicationName ?? 'Unknown application'}, applied on{' '}
                  {formatDate(application.appliedOn)}
                </List.Item>
              ))}
            </List>
          )}
        </section>
      )
  }
}
