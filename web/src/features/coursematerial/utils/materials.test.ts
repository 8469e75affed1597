import { describe, expect, it } from 'vitest'
import { englishT } from '@/lib/i18n/testing'
import { groupBySubject, subjectOptions, typeLabel } from './materials'

const t = englishT('coursematerial')

describe('the course material lists', () => {
  it('group materials into one card per subject, names in order, rows as the list gave them', () => {
    const rows = [
      { id: '1', subjectName: 'Programming in C' },
      { id: '2', subjectName: 'engineering Graphics' },
      { id: '3', subjectName: 'Programming in C' },
    ]
    expect(groupBySubject(rows)).toEqual([
      { subjectName: 'engineering Graphics', rows: [rows[1]] },
      { subjectName: 'Programming in C', rows: [rows[0], rows[2]] },
    ])
    expect(groupBySubject([])).toEqual([])
  })

  it('offer subjects grouped by department, valued by the regulation subject', () => {
    expect(
      subjectOptions(
        [
          { regSubId: 'rs-1', subjectName: 'Maths', subjectCode: 'MA101', department: 'B.E. - CSE' },
          { regSubId: 'rs-2', subjectName: 'Circuits', subjectCode: 'EC101', department: 'B.E. - ECE' },
          { regSubId: 'rs-3', subjectName: 'Physics', department: 'B.E. - CSE' },
        ],
        t,
      ),
    ).toEqual([
      {
        group: 'B.E. - CSE',
        items: [
          { value: 'rs-1', label: 'MA101 Maths' },
          { value: 'rs-3', label: 'Physics' },
        ],
      },
      { group: 'B.E. - ECE', items: [{ value: 'rs-2', label: 'EC101 Circuits' }] },
    ])
  })

  it('name the types as people read them', () => {
    expect(['ImportantQuestions', 'QuestionBank', 'Notes'].map((type) => typeLabel(type, t))).toEqual([
      'Important Questions',
      'Question Bank',
      'Notes',
    ])
  })
})
