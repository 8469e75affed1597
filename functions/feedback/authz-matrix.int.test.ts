import type { UserType } from '@campus/core'
import { operationsOf } from '@campus/http'
import { describeAccessMatrix, tokensByUserType } from '@campus/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFeedbackFixture, type FeedbackFixture } from './testing/fixture'

let f: FeedbackFixture
let tokens = new Map<UserType, string>()
beforeAll(async () => {
  f = await createFeedbackFixture()
  tokens = await tokensByUserType(f.people, f.login)
})

describeAccessMatrix('feedback', () => ({
  app: f.app,
  call: f.call,
  tokenFor: (type) => tokens.get(type) ?? '',
}))

describe('feedback access rules', () => {
  it("leaves exactly the form's reads and the answer public (spec sections 4 and 6)", () => {
    const publicRoutes = operationsOf(f.app)
      .filter(({ meta }) => meta.access === 'public')
      .map(({ method, path }) => `${method} ${path}`)
    expect(publicRoutes.sort()).toEqual([
      'GET /boot/feedback/feedbackTemplate/getQuestions',
      'GET /boot/feedback/v2/external/surveyName',
      'POST /boot/feedback/answer',
    ])
  })
})
