import type { StoredFeedbackTemplate, StoredQuestion } from '@campus/core'
import { describe, expect, it } from 'vitest'
import { createFeedbackFixture } from './testing/fixture'

/**
 * The legacy client's feedback writes (legacy-client.md 2.7) with the bodies it sends: a template carries the
 * question objects as the bank listed them, record metadata and all. The public answer (`POST
 * /boot/feedback/answer`) has its own tests: it needs proof of the respondent now.
 */
const f = await createFeedbackFixture()
const hod = await f.login('hod')

const bank = () => f.ok<StoredQuestion[]>('GET', '/boot/feedback/questions?order=des', { token: hod })

describe('the legacy feedback writes', () => {
  it('adds and rewords questions with `{question}`', async () => {
    const added = await f.call('POST', '/boot/feedback/questions', {
      token: hod,
      body: { question: 'Clear?' },
    })
    expect(added.status).toBe(200)
    const reworded = await f.call('PUT', `/boot/feedback/questions/${String(added.body.id)}`, {
      token: hod,
      body: { question: 'Were the lectures clear?' },
    })
    expect(reworded.status).toBe(200)
    expect((await bank()).map(({ question }) => question)).toContain('Were the lectures clear?')
  })

  it.each(['/boot/feedback/feedbackTemplate', '/boot/feedback/createFeedbackTemplate'])(
    'creates a template at %s from the question objects as listed, keeping only their ids and wording',
    async (path) => {
      await f.ok('POST', '/boot/feedback/questions', { token: hod, body: { question: 'Fair marking?' } })
      const listed = (await bank()).slice(0, 2)
      expect(listed[0]).toHaveProperty('createdOn')
      const created = await f.call('POST', path, {
        token: hod,
        body: { name: `Course ${path}`, questions: listed },
      })
      expect(created.status).toBe(200)
      const templates = await f.ok<StoredFeedbackTemplate[]>('GET', '/boot/feedback/feedbackTemplate', {
        token: hod,
      })
      const template = templates.find(({ id }) => id === created.body.id)!
      expect(template).toMatchObject({ name: `Course ${path}`, status: 'OPEN', createdBy: 'id-hod' })
      expect(template.questions).toEqual(listed.map(({ id, question }) => ({ id, question })))
    },
  )
})
