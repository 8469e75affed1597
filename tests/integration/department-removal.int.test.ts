// The manifests name their tables (TableName), so `tables.academics` and the others are known here.
import type {} from '@campus/functions/academics/manifest'
import { manifest as academics } from '@campus/functions/academics/manifest'
import { manifest as identity } from '@campus/functions/identity/manifest'
import { callApp, createPeopleSignIn, createTestTables } from '@campus/testing'
import { expect, it } from 'vitest'
import { localWiring } from './local-wiring'

/**
 * Issue 29 across academics and identity, wired as the local server wires them: deleting a department takes it
 * off its HODs (legacy client 5.8) through identity's `department-removed` queue, and a department still in use
 * is refused with its HODs untouched. Identity checks what it writes against what academics wrote.
 */
it('deletes a department and takes it off its HODs; refuses one in use, leaving its HOD', async () => {
  const env = await createTestTables()
  const { wiring } = localWiring(env)
  const { queues } = wiring
  const [academicsApp, identityApp] = await Promise.all([academics.app(wiring), identity.app(wiring)])
  const admin = await createPeopleSignIn(env, { admin: { userType: 'ADMIN' } })('admin')
  const ok = async (app: typeof academicsApp, method: string, path: string, body?: unknown) => {
    const response = await callApp(app, method, path, { token: admin, body })
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300)
    return response.body as { id: string } & Record<string, unknown>
  }

  const faculty = await ok(academicsApp, 'POST', '/api/faculty', { name: 'Faculty of Engineering' })
  const facultyDepartment = await ok(academicsApp, 'POST', '/api/facultydepartment', {
    name: 'Engineering',
    facultyId: faculty.id,
  })
  const department = (departmentName: string) =>
    ok(academicsApp, 'POST', '/api/departments/create', {
      degreeName: 'B.E',
      departmentName,
      facultyDeptId: facultyDepartment.id,
      totalSemester: '8',
    })
  const [civil, mechanical] = [await department('Civil'), await department('Mechanical')]
  // Mechanical is in use: a regulation refers to it.
  await ok(academicsApp, 'POST', '/api/reg/year', { year: '2021', departmentID: mechanical.id })
  const hodOf = (id: string, email: string) =>
    ok(identityApp, 'POST', '/api/user', {
      name: `HOD ${email}`,
      email,
      usertype: 'HOD',
      departmentid: [id],
      facultyDeptId: facultyDepartment.id,
    })
  const civilHod = await hodOf(civil.id, 'civil.hod@test.local')
  const mechanicalHod = await hodOf(mechanical.id, 'mech.hod@test.local')
  // Identity reads what academics wrote: a department that does not exist is refused.
  const bogus = await callApp(identityApp, 'POST', '/api/user', {
    token: admin,
    body: { name: 'Nobody', email: 'nobody@test.local', usertype: 'HOD', departmentid: ['dept-nope'] },
  })
  expect(bogus.body.error?.code).toBe('DEPARTMENT_NOT_FOUND')

  const inUse = await callApp(academicsApp, 'DELETE', `/api/departments/delete/${mechanical.id}`, {
    token: admin,
  })
  expect(inUse.status).toBe(409)
  expect(
    await callApp(academicsApp, 'DELETE', `/api/departments/delete/${civil.id}`, { token: admin }),
  ).toMatchObject({ status: 200 })
  await queues.idle()
  expect(queues.deadLetters).toEqual([])

  const read = async (id: string) =>
    (await callApp(identityApp, 'GET', `/api/user/${id}`, { token: admin })).body
  expect(await read(civilHod.id)).toMatchObject({ departmentid: [], headedDepartmentIds: [] })
  expect(await read(mechanicalHod.id)).toMatchObject({
    departmentid: [mechanical.id],
    headedDepartmentIds: [mechanical.id],
  })
})
