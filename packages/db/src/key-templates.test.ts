import { describe, expect, it } from 'vitest'
import { ACADEMICS_INDEXES, academicsPartitions, academicsSortKeyPrefixes } from './academics-keys'
import {
  fillKey,
  indexKey,
  indexKeys,
  keyPrefix,
  keyTemplate,
  secondaryIndex,
  sharedPrefix,
  tableIndex,
} from './key-templates'

const subjectOfYear = ACADEMICS_INDEXES.subject.byYear.sk

describe('key templates', () => {
  it('read their composite from the template, in order', () => {
    expect(keyTemplate('sk', 'SUBJECT#${groupKey}#${regSubId}')).toEqual({
      field: 'sk',
      composite: ['groupKey', 'regSubId'],
      template: 'SUBJECT#${groupKey}#${regSubId}',
      casing: 'none',
    })
    expect(keyTemplate('pk', 'ORG').composite).toEqual([])
  })

  it("make the index ElectroDB is given, each key's composite read from its template", () => {
    expect(
      secondaryIndex('gsi1', 'TPL#${naacTemplateId}', 'FD#${facultyDeptId}#ON#${createdOn}#${id}'),
    ).toEqual({
      index: 'gsi1',
      pk: {
        field: 'gsi1pk',
        composite: ['naacTemplateId'],
        template: 'TPL#${naacTemplateId}',
        casing: 'none',
      },
      sk: {
        field: 'gsi1sk',
        composite: ['facultyDeptId', 'createdOn', 'id'],
        template: 'FD#${facultyDeptId}#ON#${createdOn}#${id}',
        casing: 'none',
      },
    })
    // A key without placeholders (one partition of every item, one item per partition) has no composite.
    expect(tableIndex('COLLEGE', 'COLLEGE')).toEqual({
      pk: { field: 'pk', composite: [], template: 'COLLEGE', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'COLLEGE', casing: 'none' },
    })
  })

  it('fill a whole key, or its start up to the first value not given', () => {
    expect(fillKey(subjectOfYear, { groupKey: 'ALL', regSubId: 'rs1' })).toBe('SUBJECT#ALL#rs1')
    expect(keyPrefix(subjectOfYear, { groupKey: 'g1' })).toBe('SUBJECT#g1#')
    expect(keyPrefix(subjectOfYear)).toBe('SUBJECT#')
    // A later value without the one before it does not count: the prefix stops at the gap.
    expect(keyPrefix(subjectOfYear, { regSubId: 'rs1' })).toBe('SUBJECT#')
  })

  it('find the start several keys share', () => {
    expect(sharedPrefix('UNIT#FACULTY#', 'UNIT#FDEPT#', 'UNIT#DEPT#')).toBe('UNIT#')
    expect(sharedPrefix('UNIT#FACULTY#', 'UNIT#FDEPT#')).toBe('UNIT#F')
    expect(sharedPrefix('ORG')).toBe('ORG')
  })

  it("give an item every index's keys, and refuse an item missing a value", () => {
    const group = { id: 'g1', accYearId: 'y1', departmentId: 'd1', nameKey: 'a' }
    expect(indexKeys(ACADEMICS_INDEXES.group, group)).toEqual({
      pk: 'ACCYEAR#y1',
      sk: 'GROUP#a',
      gsi1pk: 'ORG',
      gsi1sk: 'YEAR#y1#GROUP#g1',
      gsi2pk: 'DEPT#d1',
      gsi2sk: 'YEAR#y1#GROUP#g1',
      gsi3pk: 'GROUP#g1',
      gsi3sk: 'GROUP',
    })
    expect(indexKey(ACADEMICS_INDEXES.facultyDepartment.byId, { id: 'fd1' })).toEqual({
      pk: 'FDEPT#fd1',
      sk: 'FDEPT',
    })
    expect(() => indexKey(ACADEMICS_INDEXES.group.byName, { accYearId: 'y1' })).toThrow(/nameKey/)
  })
})

describe('the academics keys other domains and academics read by', () => {
  it('name the partitions and prefixes academics writes', () => {
    expect(academicsPartitions).toMatchObject({ org: 'ORG' })
    expect(academicsPartitions.year('y1')).toBe('ACCYEAR#y1')
    expect(academicsPartitions.staff('s1')).toBe('STAFF#s1')
    expect(academicsPartitions.subject('x')).toBe('SUBJECT#x')
    expect(academicsSortKeyPrefixes).toMatchObject({
      units: 'UNIT#',
      facultyUnits: 'UNIT#F',
      faculties: 'UNIT#FACULTY#',
      facultyDepartments: 'UNIT#FDEPT#',
      years: 'YEAR#',
      regulations: 'REG#',
      regulationSubjects: 'SUB#',
      groups: 'GROUP#',
      subjects: 'SUBJECT#',
      staffSubjects: 'SUBJECT#',
    })
    expect(academicsSortKeyPrefixes.subjectsOf('ALL')).toBe('SUBJECT#ALL#')
  })
})
