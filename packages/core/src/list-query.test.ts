import { describe, expect, it } from 'vitest'
import { AppError } from './errors'
import { listSearchParams, MAX_LIST_COUNT, parseListQuery, type ListQuery } from './list-query'

// Realistic stand-ins for the placeholders of legacy-client.md 1.4: Mongo-style ObjectIds, an epoch-ms day and a
// JWT-shaped (unsigned, fake) token.
const ids = {
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiI2NWYxYzJkM2U0ZjVhNmI3YzhkOWUwMDEifQ.ZmFrZS1zaWduYXR1cmU',
  tplId: '65f1c2d3e4f5a6b7c8d9e001',
  fdId: '65f1c2d3e4f5a6b7c8d9e002',
  facId: '65f1c2d3e4f5a6b7c8d9e003',
  facultyId: '65f1c2d3e4f5a6b7c8d9e003',
  naacId: '65f1c2d3e4f5a6b7c8d9e004',
  userId: '65f1c2d3e4f5a6b7c8d9e005',
  deptId: '65f1c2d3e4f5a6b7c8d9e006',
  accYearId: '65f1c2d3e4f5a6b7c8d9e007',
  staffTypeId: '65f1c2d3e4f5a6b7c8d9e008',
  regSubId: '65f1c2d3e4f5a6b7c8d9e009',
  criteria: '3',
  epochMs: '1709251200000',
} as const

/** Fills `<placeholder>`s and parses the URL the way a server would, spacing untouched. */
function parseUrl(template: string): ListQuery {
  const url = template.replace(/<(\w+)>/g, (whole, name: string) => {
    const value = (ids as Record<string, string>)[name]
    if (value === undefined) throw new Error(`no stand-in for ${whole}`)
    return value
  })
  return parseListQuery(new URL(url, 'https://portal.jackprodigy.com').searchParams)
}

/** Conditions as the parser gives them, from `{ field: value }` in the order written. */
const conditions = (byField: Record<string, string>) =>
  Object.entries(byField).map(([field, value]) => ({ field, value }))

const query = (parts: Partial<ListQuery>): ListQuery => ({
  filter: [],
  in: [],
  fields: [],
  order: 'asc',
  start: 0,
  count: MAX_LIST_COUNT,
  ...parts,
})

const parse = (search: string) => parseListQuery(new URLSearchParams(search))

/** Runs `fn` and returns the AppError it throws, failing the test if it throws anything else or nothing. */
function caught(fn: () => unknown): AppError {
  try {
    fn()
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
  throw new Error('expected an AppError')
}

describe('parseListQuery: the verbatim URLs of legacy-client.md 1.4', () => {
  const { tplId, fdId, facId, facultyId, naacId, userId, deptId, accYearId, staffTypeId, regSubId } = ids
  const cases: [string, string, ListQuery][] = [
    [
      '1',
      'https://portal.jackprodigy.com/boot/naacTemplate?query=filter:type eq GENERAL&token=<jwt>',
      query({ filter: conditions({ type: 'GENERAL' }) }),
    ],
    [
      '2',
      '/boot/naac/getNaacWithLabel?query=start:50;count:50;filter:naacTemplateId eq <tplId>,facultyDeptId eq <fdId>&token=<jwt>',
      query({
        start: 50,
        count: 50,
        filter: conditions({ naacTemplateId: tplId, facultyDeptId: fdId }),
      }),
    ],
    [
      '3',
      '/boot/naac/getNaacWithLabel?query=filter:naacTemplateId eq <tplId>,facultyDeptId eq <fdId>&token=<jwt>',
      query({
        filter: conditions({ naacTemplateId: tplId, facultyDeptId: fdId }),
      }),
    ],
    [
      '4',
      '/boot/naacTemplate/templateByCriteria/<criteria>/<fdId>?query=filter:type eq MEDICAL&token=<jwt>',
      query({ filter: conditions({ type: 'MEDICAL' }) }),
    ],
    [
      '5',
      '/boot/naac-request?query=filter:naacTemplateId eq <tplId>,facultyId eq <facId>&token=<jwt>',
      query({
        filter: conditions({ naacTemplateId: tplId, facultyId: facId }),
      }),
    ],
    [
      '6',
      '/boot/naacExcelByCriteria?query=filter:criteria eq <criteria>,type eq GENERAL&token=<jwt>',
      query({
        filter: conditions({ criteria: '3', type: 'GENERAL' }),
      }),
    ],
    [
      '7',
      '/boot/comment?query=filter:referenceId eq <naacId>&token=<jwt>',
      query({ filter: conditions({ referenceId: naacId }) }),
    ],
    [
      '8',
      '/boot/announcement?query=filter:createdBy eq <userId>&token=<jwt>',
      query({ filter: conditions({ createdBy: userId }) }),
    ],
    ['9', '/boot/naac/download-request?token=<jwt>&facultyId=<facId>&naacTemplateId=<tplId>', query({})],
    ['10', '/boot/feedback/questions?order=des&token=<jwt>', query({ order: 'desc' })],
    [
      '11',
      '/api/facultydepartment/get?filter=facultyId eq <facultyId>&token=<jwt>',
      query({ filter: conditions({ facultyId }) }),
    ],
    [
      '12',
      '/api/accyear?filter=departmentId eq <deptId>,inactive eq NO &token=<jwt>',
      query({
        filter: conditions({ departmentId: deptId, inactive: 'NO' }),
      }),
    ],
    [
      '13',
      '/api/group?filter=accYearId eq <accYearId>,type eq CURRENT &token=<jwt>',
      query({
        filter: conditions({ accYearId, type: 'CURRENT' }),
      }),
    ],
    [
      '14',
      '/api/user?filter=usertype eq FACULTY,facultyDeptId eq <fdId>,staffTypeId eq<staffTypeId>&fields=id&fields=name&fields=email&fields=phone&fields=facultyDeptId&fields=staffTypeId&token=<jwt>',
      query({
        filter: conditions({ usertype: 'FACULTY', facultyDeptId: fdId, staffTypeId }),
        fields: ['id', 'name', 'email', 'phone', 'facultyDeptId', 'staffTypeId'],
      }),
    ],
    [
      '15',
      '/api/user?filter=usertype eq FACULTY&count=100000&token=<jwt>',
      query({ filter: conditions({ usertype: 'FACULTY' }), count: 100000 }),
    ],
    [
      '16',
      '/api/user?in=departmentid eq <deptId>&filter=usertype eqHOD&token=<jwt>',
      query({
        in: conditions({ departmentid: deptId }),
        filter: conditions({ usertype: 'HOD' }),
      }),
    ],
    [
      '17',
      '/api/subject/staffHandling?in=stafflist.staffid eq <userId>&filter=subjectStatus eq ACTIVE&token=<jwt>',
      query({
        in: conditions({ 'stafflist.staffid': userId }),
        filter: conditions({ subjectStatus: 'ACTIVE' }),
      }),
    ],
    [
      '18',
      '/api/courseMaterial?filter=subjectId eq  <regSubId> &sort=subjectId&order=dec&operation=W&token=<jwt>',
      query({ filter: conditions({ subjectId: regSubId }), sort: 'subjectId', order: 'desc' }),
    ],
    [
      '19',
      '/api/sms/sentSms?filter=sDate eq <epochMs>,status eq F&start=0&count=25&order=des&sort=_id&token=<jwt>',
      query({
        filter: conditions({ sDate: '1709251200000', status: 'F' }),
        start: 0,
        count: 25,
        order: 'desc',
        sort: '_id',
      }),
    ],
    [
      '20',
      '/api/departments/accYearAll?filter=type eq OLD, inactive eq YES&token=<jwt>',
      query({
        filter: conditions({ type: 'OLD', inactive: 'YES' }),
      }),
    ],
    ['21', '/api/config?fields=staffType&token=<jwt>', query({ fields: ['staffType'] })],
    [
      '22',
      '/api/subject/staffHandleSub/?in=stafflist.staffid eq<userId>&filter =subjectStatus eq ACTIVE&token=<jwt>',
      query({
        in: conditions({ 'stafflist.staffid': userId }),
        filter: conditions({ subjectStatus: 'ACTIVE' }),
      }),
    ],
  ]

  it('covers all 22 URLs', () => {
    expect(cases.map(([number]) => number)).toEqual(
      Array.from({ length: 22 }, (_, index) => String(index + 1)),
    )
  })

  it.each(cases)('URL %s: %s', (_number, url, expected) => {
    expect(parseUrl(url)).toStrictEqual(expected)
  })
})

describe('parseListQuery: defaults and forms', () => {
  it('returns the defaults for an empty query string', () => {
    expect(parse('')).toStrictEqual({
      filter: [],
      in: [],
      fields: [],
      order: 'asc',
      start: 0,
      count: MAX_LIST_COUNT,
    })
  })

  it('ignores parameters outside the grammar', () => {
    expect(parse('token=abc&operation=W&id=1&randomKey=k&type=GENERAL')).toStrictEqual(query({}))
  })

  it('accepts the /boot form with a separate plain order', () => {
    expect(parse('query=start:0;count:50;filter:a eq X,b eq Y&order=des')).toStrictEqual(
      query({
        start: 0,
        count: 50,
        order: 'desc',
        filter: conditions({ a: 'X', b: 'Y' }),
      }),
    )
  })

  it('accepts in, fields and sort clauses inside query=', () => {
    expect(parse('query=in:tags eq x;fields:id,name;sort:createdOn;order:desc')).toStrictEqual(
      query({
        in: conditions({ tags: 'x' }),
        fields: ['id', 'name'],
        sort: 'createdOn',
        order: 'desc',
      }),
    )
  })

  it('ignores empty clauses in query= (a trailing or doubled ;)', () => {
    expect(parse('query=start:5;;count:10;')).toStrictEqual(query({ start: 5, count: 10 }))
  })

  it('keeps the first ":" as the clause separator, so values may contain colons', () => {
    expect(parse('query=filter:time eq 10:30 AM')).toStrictEqual(
      query({ filter: conditions({ time: '10:30 AM' }) }),
    )
  })

  it('combines repeated filter and in parameters and both forms', () => {
    expect(parse('filter=a eq 1&filter=b eq 2&query=filter:c eq 3&in=d eq 4&in=e eq 5')).toStrictEqual(
      query({
        filter: conditions({ a: '1', b: '2', c: '3' }),
        in: conditions({ d: '4', e: '5' }),
      }),
    )
  })

  it('treats a blank filter as no conditions', () => {
    expect(parse('filter=&in=%20&query=filter:')).toStrictEqual(query({}))
  })

  it('keeps fields in order without duplicates and accepts a comma-separated list', () => {
    expect(parse('fields=id&fields=name,email&fields= id ')).toStrictEqual(
      query({ fields: ['id', 'name', 'email'] }),
    )
  })

  it('accepts count at the maximum and zero paging values', () => {
    expect(parse(`start=0&count=${MAX_LIST_COUNT}`)).toStrictEqual(query({ count: MAX_LIST_COUNT }))
    expect(parse('start=007&count=0')).toStrictEqual(query({ start: 7, count: 0 }))
  })

  it.each([
    ['asc', 'asc'],
    ['des', 'desc'],
    ['dec', 'desc'],
    ['desc', 'desc'],
    ['DESC', 'desc'],
    [' asc ', 'asc'],
  ] as const)('order=%s is %s', (order, expected) => {
    expect(parse(`order=${order}`).order).toBe(expected)
  })
})

describe('parseListQuery: the legacy spacing variants', () => {
  it.each([
    [
      'no space after eq',
      'filter=departmentId eq65f1c2d3e4f5a6b7c8d9e006',
      'departmentId',
      '65f1c2d3e4f5a6b7c8d9e006',
    ],
    ['value glued to eq', 'filter=usertype eqHOD', 'usertype', 'HOD'],
    ['trailing space', 'filter=inactive eq NO ', 'inactive', 'NO'],
    [
      'two spaces after eq',
      'filter=subjectId eq  65f1c2d3e4f5a6b7c8d9e009',
      'subjectId',
      '65f1c2d3e4f5a6b7c8d9e009',
    ],
    ['leading spaces', 'filter=   type eq OLD', 'type', 'OLD'],
    ['two spaces before eq', 'filter=type  eq OLD', 'type', 'OLD'],
    ['tab around eq', 'filter=type%09eq%09OLD', 'type', 'OLD'],
    ['key with a space before =', 'filter =subjectStatus eq ACTIVE', 'subjectStatus', 'ACTIVE'],
    ['key with spaces around it', ' filter  =subjectStatus eq ACTIVE', 'subjectStatus', 'ACTIVE'],
    ['space after eq in the /boot form', 'query=filter:type eq  GENERAL ', 'type', 'GENERAL'],
    ['field starting with eq', 'filter=equipment eq projector', 'equipment', 'projector'],
    ['field starting with eq, value glued', 'filter=equipment eqprojector', 'equipment', 'projector'],
    ['field named eq', 'filter=eq eq 1', 'eq', '1'],
    ['value starting with eq', 'filter=mode eq equal', 'mode', 'equal'],
    ['value containing eq', 'filter=title eq a eq b', 'title', 'a eq b'],
    ['value with inner spaces', 'filter=name eq  Ada  Lovelace ', 'name', 'Ada  Lovelace'],
    ['dotted field', 'in=stafflist.staffid eq<id>', 'stafflist.staffid', '<id>'],
  ])('%s: %s', (_name, search, field, value) => {
    const parsed = parse(search)
    expect([...parsed.filter, ...parsed.in]).toStrictEqual([{ field, value }])
  })

  it.each([
    ['a space after the comma', 'type eq CURRENT, inactive eq NO'],
    ['spaces before the comma', 'type eq CURRENT  ,inactive eq NO'],
    ['no spaces at all around eq values', 'type eqCURRENT,inactive eqNO'],
    ['trailing space at the end', 'type eq CURRENT,inactive eq NO '],
  ])('joins conditions with %s', (_name, filter) => {
    expect(parse(`filter=${filter}`).filter).toStrictEqual([
      { field: 'type', value: 'CURRENT' },
      { field: 'inactive', value: 'NO' },
    ])
  })
})

describe('parseListQuery: malformed input', () => {
  it.each([
    ['a condition without eq', 'filter=usertype FACULTY', 'filter', 'has no "eq" operator'],
    ['eq glued to the field', 'filter=usertypeeq HOD', 'filter', 'has no "eq" operator'],
    ['another operator', 'filter=count gt 5', 'filter', 'has no "eq" operator'],
    ['only a field', 'filter=usertype', 'filter', 'has no "eq" operator'],
    ['an empty field', 'filter= eq FACULTY', 'filter', 'has no field before "eq"'],
    ['an empty field in query=', 'query=filter:eq X', 'query.filter', 'has no field before "eq"'],
    ['an invalid field name', 'filter=user-type eq HOD', 'filter', 'is not a field name'],
    ['an empty value', 'filter=usertype eq ', 'filter', 'has no value after "eq"'],
    ['a stray comma', 'filter=a eq 1,,b eq 2', 'filter', 'condition 2 of filter is empty'],
    ['a trailing comma', 'filter=a eq 1,', 'filter', 'condition 2 of filter is empty'],
    ['a value with a comma', 'filter=name eq Smith, John', 'filter', 'has no "eq" operator'],
    ['a bad in condition', 'in=departmentid', 'in', 'has no "eq" operator'],
    ['a non-numeric start', 'start=abc', 'start', 'start "abc" is not a non-negative whole number'],
    ['a negative start', 'start=-1', 'start', 'start "-1" is not a non-negative whole number'],
    ['a fractional start', 'start=1.5', 'start', 'is not a non-negative whole number'],
    ['an empty start', 'start=', 'start', 'start "" is not a non-negative whole number'],
    ['a start beyond safe integers', 'start=99999999999999999999', 'start', 'is above the maximum'],
    ['a non-numeric count', 'count=all', 'count', 'count "all" is not a non-negative whole number'],
    ['a negative count', 'count=-25', 'count', 'is not a non-negative whole number'],
    ['an exponent count', 'count=1e3', 'count', 'is not a non-negative whole number'],
    ['a count above the maximum', 'count=100001', 'count', 'count 100001 is above the maximum of 100000'],
    ['a bad count in query=', 'query=count:-5', 'query.count', 'is not a non-negative whole number'],
    ['an unknown order', 'order=newest', 'order', 'order "newest" is not one of asc, des, dec, desc'],
    ['an inherited property as order', 'order=constructor', 'order', 'is not one of'],
    ['an empty order', 'order=', 'order', 'is not one of'],
    ['an empty sort', 'sort=', 'sort', 'sort field is empty'],
    ['an invalid sort field', 'sort=name desc', 'sort', 'is not a field name'],
    ['an empty field in fields', 'fields=id&fields=', 'fields', 'field in fields is empty'],
    ['an invalid field in fields', 'fields=id;name', 'fields', 'is not a field name'],
    ['a clause without a colon', 'query=start0', 'query', 'clause "start0" has no ":"'],
    ['an unknown clause', 'query=limit:5', 'query', 'unknown clause "limit"'],
    ['a repeated start', 'start=0&start=50', 'start', '"start" is given more than once'],
    ['start in both forms', 'query=start:0&start=50', 'start', '"start" is given more than once'],
    ['order in both forms', 'order=des&query=order:asc', 'query.order', '"order" is given more than once'],
    ['a repeated sort', 'sort=a&sort=b', 'sort', '"sort" is given more than once'],
  ])('rejects %s (%s)', (_name, search, path, message) => {
    const error = caught(() => parse(search))
    expect(error.status).toBe(400)
    expect(error.code).toBe('INVALID_LIST_QUERY')
    expect(error.message).toContain(message)
    expect(error.details).toStrictEqual([{ path, message: expect.stringContaining(message) as unknown }])
  })

  it('shortens long input echoed in the message', () => {
    const error = caught(() => parse(`filter=${'x'.repeat(500)}`))
    expect(error.message.length).toBeLessThan(200)
    expect(error.message).toContain('…')
  })
})

describe('listSearchParams', () => {
  it('writes what parseListQuery reads back, leaving out empty conditions', () => {
    const params = listSearchParams({
      filter: { usertype: 'STUDENT', accYearId: 'ay-1', groupId: undefined, staffTypeId: '' },
      in: { departmentid: 'dept-a' },
      fields: ['id', 'name'],
      sort: 'name',
      order: 'desc',
      start: 50,
      count: 51,
    })
    expect(params.get('filter')).toBe('usertype eq STUDENT,accYearId eq ay-1')
    expect(parseListQuery(params)).toEqual({
      filter: conditions({ usertype: 'STUDENT', accYearId: 'ay-1' }),
      in: conditions({ departmentid: 'dept-a' }),
      fields: ['id', 'name'],
      sort: 'name',
      order: 'desc',
      start: 50,
      count: 51,
    })
  })

  it('is empty when nothing is asked', () => {
    expect(listSearchParams({}).toString()).toBe('')
  })
})
