import { describe, expect, it } from 'vitest'
import { acceptOf, allowedFiles, formatBytes } from './file-rules'

describe('the allowed files note', () => {
  it('lists an announcement attachment’s types by their size limit', () => {
    expect(allowedFiles('announcement')).toEqual([
      { maxBytes: 1024 * 1024, extensions: ['png', 'jpg', 'jpeg', 'gif'] },
      {
        maxBytes: 10 * 1024 * 1024,
        extensions: ['pdf', 'doc', 'xls', 'ppt', 'docx', 'xlsx', 'pptx', 'zip', 'rar', 'txt'],
      },
    ])
  })

  it('offers the picker only those extensions', () => {
    expect(acceptOf('xls')).toBe('.xls,.xlsx')
  })

  it('writes sizes as people read them', () => {
    expect([1024 * 1024, 10 * 1024 * 1024, 2_500_000, 2048, 1, 12].map(formatBytes)).toEqual([
      '1 MB',
      '10 MB',
      '2.4 MB',
      '2 KB',
      '1 byte',
      '12 bytes',
    ])
  })
})
