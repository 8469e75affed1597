import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ANNOUNCEMENT_TEMPLATE,
  daysOfMonth,
  isMonthYear,
  maskPhone,
  matchesDltTemplate,
  renderDltTemplate,
  smsCharacters,
  smsDayOf,
  smsEncoding,
  smsMonthOf,
  smsSegments,
  SmsTemplateError,
} from './text'
import { smsPhoneOf } from './message'

const TAMIL = 'வணக்கம் மாணவர்களே' // "Hello students"
const HINDI = 'छात्रों के लिए सूचना' // "Notice for students"

describe('encodings', () => {
  it.each([
    ['plain English', 'Exam on Monday at 10:00. Bring your ID card!', 'GSM-7'],
    ['GSM accented letters and symbols', 'Café £5 @ Üniversity: §1 ¿Qué? ÄÖÑ ñ', 'GSM-7'],
    ['GSM extension characters', 'Fee: 500€ [hall A] {room} ~ ^ | \\', 'GSM-7'],
    ['Tamil', TAMIL, 'UCS-2'],
    ['Hindi', HINDI, 'UCS-2'],
    ['an English text with one Hindi word', `Notice: ${HINDI}`, 'UCS-2'],
    ['a typographic ellipsis or quote', 'Wait…', 'UCS-2'],
    ['an emoji', 'Well done 🎉', 'UCS-2'],
  ])('reads %s as %s', (_case, text, encoding) => {
    expect(smsEncoding(text)).toBe(encoding)
  })
})

describe('segments', () => {
  it.each([
    ['nothing', '', 0],
    ['160 GSM characters in one SMS', 'a'.repeat(160), 1],
    ['161 GSM characters in two parts', 'a'.repeat(161), 2],
    ['306 GSM characters in two parts of 153', 'a'.repeat(306), 2],
    ['307 GSM characters in three', 'a'.repeat(307), 3],
    ['80 extension characters as 160 septets, one SMS', '€'.repeat(80), 1],
    ['81 extension characters as 162 septets, two parts', '€'.repeat(81), 2],
    ['159 letters and a euro as 161 septets, two parts', `${'a'.repeat(159)}€`, 2],
    ['70 Tamil units in one SMS', 'க'.repeat(70), 1],
    ['71 Tamil units in two parts', 'க'.repeat(71), 2],
    ['134 Hindi units in two parts of 67', 'क'.repeat(134), 2],
    ['135 Hindi units in three', 'क'.repeat(135), 3],
    ['35 emoji (70 UTF-16 units) in one SMS', '🎉'.repeat(35), 1],
    ['36 emoji in two parts', '🎉'.repeat(36), 2],
  ])('counts %s', (_case, text, segments) => {
    expect(smsSegments(text)).toBe(segments)
  })

  it('never splits an extension character across parts: 152 letters and a euro need a second part', () => {
    // 152 + 2 septets = 154 > 153: the euro moves to part two, and the rest fills it.
    expect(smsSegments(`${'a'.repeat(152)}€${'b'.repeat(150)}`)).toBe(2)
    expect(smsSegments(`${'a'.repeat(152)}€${'b'.repeat(152)}`)).toBe(3)
  })

  it('counts characters as the encoding does', () => {
    expect(smsCharacters('abc€')).toBe(5)
    expect(smsCharacters(TAMIL)).toBe(TAMIL.length)
    expect(smsCharacters('🎉')).toBe(2)
  })
})

describe('renderDltTemplate', () => {
  const url = 'https://portal.example.edu/m/abc123'

  it('fills the default template with the title and link, counted', () => {
    const sms = renderDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, { var: 'Exam timetable', url })
    expect(sms).toEqual({
      text: `New announcement: Exam timetable. Read it at ${url}`,
      encoding: 'GSM-7',
      segments: 1,
      characters: 80,
      truncated: false,
    })
  })

  it('cuts a long English title to 27 + "..." so the message stays GSM-7', () => {
    const sms = renderDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, {
      var: 'Semester examination timetable for all departments',
      url,
    })
    expect(sms.text).toBe(`New announcement: Semester examination timeta.... Read it at ${url}`)
    expect(sms).toMatchObject({ encoding: 'GSM-7', truncated: true })
  })

  it('cuts a long Tamil title to 29 characters + "…" (the message is Unicode anyway)', () => {
    const title = 'தேர்வு அட்டவணை அனைத்து துறைகளுக்கும் வெளியிடப்பட்டது'
    const sms = renderDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, { var: title, url })
    const filled = /^New announcement: (.*)\. Read it at /u.exec(sms.text)?.[1] ?? ''
    expect(Array.from(filled)).toHaveLength(30)
    expect(filled.endsWith('…')).toBe(true)
    expect(filled.startsWith(Array.from(title).slice(0, 29).join('').trimEnd())).toBe(true)
    expect(sms).toMatchObject({ encoding: 'UCS-2', truncated: true, segments: 2 })
  })

  it('keeps a Hindi title of 30 characters whole and counts the UCS-2 parts', () => {
    const title = Array.from(HINDI).slice(0, 19).join('')
    const sms = renderDltTemplate('सूचना: {#var#} {#url#}', { var: title, url })
    expect(sms.truncated).toBe(false)
    expect(sms.text).toBe(`सूचना: ${title} ${url}`)
    expect(sms.encoding).toBe('UCS-2')
    expect(sms.segments).toBe(smsSegments(sms.text))
  })

  it('treats a value that holds a placeholder or a replacement pattern as text', () => {
    const sms = renderDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, { var: '{#url#} $& $1', url })
    expect(sms.text).toBe(`New announcement: {#url#} $& $1. Read it at ${url}`)
  })

  it.each([
    ['no {#var#}', 'Read it at {#url#}', 'must hold {#var#} exactly once; it holds it 0 times'],
    ['two {#var#}', '{#var#} {#var#} {#url#}', 'must hold {#var#} exactly once; it holds it 2 times'],
    ['no {#url#}', 'New announcement: {#var#}', 'must hold {#url#} exactly once; it holds it 0 times'],
    ['another placeholder', '{#var#} on {#numeric#} at {#url#}', 'it also holds {#numeric#}'],
  ])('refuses a template with %s', (_case, template, message) => {
    const render = () => renderDltTemplate(template, { var: 'Title', url })
    expect(render).toThrow(SmsTemplateError)
    expect(render).toThrow(message)
  })

  it.each([
    ['a line break in the value', { var: 'Exam\ntimetable', url }, 'cannot hold a line break'],
    ['an empty value', { var: '   ', url }, 'The SMS variable is empty'],
    ['a link that is not http(s)', { var: 'Title', url: 'javascript:alert(1)' }, 'must be an http(s) URL'],
    ['a link with a space', { var: 'Title', url: 'https://x.test/a b' }, 'must be an http(s) URL'],
  ])('refuses %s with a clear error', (_case, vars, message) => {
    expect(() => renderDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, vars)).toThrow(message)
  })
})

describe('matchesDltTemplate', () => {
  it('accepts the template filled in, and refuses a changed text or an over-long value', () => {
    const { text } = renderDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, {
      var: 'Exam timetable',
      url: 'https://x.test/m/1',
    })
    expect(matchesDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, text)).toBe(true)
    expect(matchesDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, text.replace('New', 'Old'))).toBe(false)
    expect(matchesDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, text.replace('. Read', '! Read'))).toBe(false)
    expect(matchesDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, 'New announcement: x. Read it at')).toBe(false)
    const long = `New announcement: ${'x'.repeat(31)}. Read it at https://x.test`
    expect(matchesDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, long)).toBe(false)
    const tamil = `New announcement: ${'க'.repeat(30)}. Read it at https://x.test`
    expect(matchesDltTemplate(DEFAULT_ANNOUNCEMENT_TEMPLATE, tamil)).toBe(true)
  })
})

describe('phones', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['91-9876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
    ['+14155550123', '+14155550123'],
  ])('reads %s as %s', (phone, e164) => {
    expect(smsPhoneOf(phone)).toBe(e164)
  })

  it.each([undefined, '', '12345', '044 2345 6789', '+91 44 2345 6789', '5876543210', 'not a phone'])(
    'finds no mobile number in %s',
    (phone) => {
      expect(smsPhoneOf(phone)).toBeUndefined()
    },
  )

  it('masks all but the last four digits', () => {
    expect(maskPhone('+919876543210')).toBe('******3210')
  })
})

describe('the college day', () => {
  it('files an instant under its day in India, whatever the server zone', () => {
    // 2026-11-24 19:00 UTC is 2026-11-25 00:30 in India.
    expect(smsDayOf(Date.UTC(2026, 10, 24, 19, 0))).toBe('2026-11-25')
    expect(smsDayOf(Date.UTC(2026, 10, 24, 18, 29))).toBe('2026-11-24')
    expect(smsMonthOf(Date.UTC(2026, 10, 30, 18, 30))).toBe('2026-12')
  })

  it('lists the days of a month, leap years included', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29)
    expect(daysOfMonth('2026-02').at(-1)).toBe('2026-02-28')
    expect(daysOfMonth('2026-11')[0]).toBe('2026-11-01')
    expect(isMonthYear('2026-13')).toBe(false)
    expect(() => daysOfMonth('2026-1')).toThrow('is not a month')
  })
})
