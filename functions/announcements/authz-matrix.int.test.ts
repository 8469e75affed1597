import { accessRulesOf, describeDomainAccessMatrix, type ScopeSample } from '@campus/testing'
import { describe, expect, it } from 'vitest'
import { anAnnouncement, createAnnouncementsFixture, GROUPS, idOf } from './testing/fixture'

const f = await createAnnouncementsFixture()

/**
 * Announcements are read, deleted and listed by their sender or the administrator: the samples act on one a
 * CSE faculty member sent, as that faculty member and as an ECE one. Sending reaches the students of the
 * caller's departments: the samples send to a CSE group as the CSE HOD and as the ECE HOD.
 */
function scopeSamples(): Record<string, ScopeSample> {
  const sentByFaculty = async () => {
    const sender = await f.login('faculty')
    const sent = await f.ok<{ id: string }>('POST', '/boot/announcement', {
      token: sender,
      body: anAnnouncement({ userIds: [idOf('hod')] }),
    })
    return { sender, other: await f.login('otherFaculty'), id: sent.id }
  }
  const bySender = async (path: (id: string) => string) => {
    const { sender, other, id } = await sentByFaculty()
    return { own: { token: sender, path: path(id) }, other: { token: other, path: path(id) } }
  }
  const toCseGroup = (path: string) => async () => {
    const body = anAnnouncement({ groupIds: [GROUPS.cseA] })
    return {
      own: { token: await f.login('hod'), path, body },
      other: { token: await f.login('otherHod'), path, body },
    }
  }
  return {
    'POST /boot/announcement': toCseGroup('/boot/announcement'),
    'POST /boot/announcement/preview': toCseGroup('/boot/announcement/preview'),
    'GET /boot/announcement/getReceivers/:id': () =>
      bySender((id) => `/boot/announcement/getReceivers/${id}`),
    'GET /boot/announcement/:id': () => bySender((id) => `/boot/announcement/${id}`),
    'DELETE /boot/announcement/:id': () => bySender((id) => `/boot/announcement/${id}`),
  }
}

await describeDomainAccessMatrix('announcements', f, scopeSamples)

describe('announcements access rules', () => {
  it('keeps sending to HODs, faculty and the administrator, and the public page public', () => {
    const senders = ['ADMIN', 'HOD', 'FACULTY']
    const staff = ['ADMIN', 'HOD', 'FACULTY', 'CUSTOM']
    expect(accessRulesOf(f.app)).toEqual({
      'GET /boot/announcementUrl/getAnnouncement': ['public', undefined],
      'GET /boot/announcement/view-sms': ['public', undefined],
      'GET /boot/announcement/userview': ['signed-in', 'own'],
      'POST /boot/announcement/preview': [senders, 'department'],
      'GET /boot/announcement/getReceivers/:id': [senders, 'own'],
      'GET /boot/announcement': [staff, 'own'],
      'POST /boot/announcement': [senders, 'department'],
      'GET /boot/announcement/:id': [senders, 'own'],
      'DELETE /boot/announcement/:id': [senders, 'own'],
      'GET /boot/announcementUrl': [senders, 'own'],
      'POST /api/communication/sendSms': [senders, 'own'],
    })
  })
})
