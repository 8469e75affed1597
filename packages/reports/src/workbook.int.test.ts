import { randomBytes } from 'node:crypto'
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import { createTestTables } from '@campus/testing'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { writeWorkbookToS3, XLSX_CONTENT_TYPE, type SheetSpec, type WriteWorkbookOptions } from './workbook'

type SubjectRow = {
  survey: string
  subjectCode: string
  polled: number
  average: number
  closedOn: Date | undefined
}

const SUBJECT_COLUMNS: SheetSpec<SubjectRow>['columns'] = [
  { header: 'Survey', key: 'survey', width: 24 },
  { header: 'Subject code', key: 'subjectCode' },
  { header: 'Polled', key: 'polled' },
  { header: 'Average', key: 'average' },
  { header: 'Closed on', key: 'closedOn', width: 12 },
]

/** Rows as a paged query would hand them over: a turn of the event loop between each. */
async function* subjectRows(count: number): AsyncGenerator<SubjectRow> {
  for (let n = 0; n < count; n++) {
    await new Promise((resolve) => setImmediate(resolve))
    yield {
      survey: `Survey ${n % 3}`,
      subjectCode: `CS${100 + n}`,
      polled: n * 2,
      average: n + 0.25,
      closedOn: n % 2 === 0 ? new Date(Date.UTC(2026, 0, 1 + n)) : undefined,
    }
  }
}

/**
 * Fresh emulator tables and buckets, and a new key in the exports bucket for the workbook `name`: where each
 * test writes, what it reads back, and whether anything is left there.
 */
async function exportTarget(name: string) {
  const env = await createTestTables()
  const key = `reports/${crypto.randomUUID()}/${name}.xlsx`
  return {
    env,
    key,
    write: (options: Omit<WriteWorkbookOptions, 's3' | 'bucket' | 'key'>) =>
      writeWorkbookToS3({ s3: env.s3, bucket: env.buckets.exports, key, ...options }),
    async readBack() {
      const object = await env.s3.send(new GetObjectCommand({ Bucket: env.buckets.exports, Key: key }))
      const bytes = await object.Body?.transformToByteArray()
      if (!bytes) throw new Error(`${key} has no body`)
      const workbook = new ExcelJS.Workbook()
      // exceljs declares a Buffer of its own for `load`; a node Buffer is one at run time.
      await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer)
      return { workbook, contentType: object.ContentType, length: bytes.length }
    },
    head: () => env.s3.send(new HeadObjectCommand({ Bucket: env.buckets.exports, Key: key })),
  }
}

/** 1 KB of random text: it deflates to about 768 bytes, so a few thousand rows fill a 5 MB part. */
const noise = () => randomBytes(768).toString('base64')

describe('writeWorkbookToS3', () => {
  it('streams every sheet into one .xlsx at the key, bold headers first, and reports progress', async () => {
    const target = await exportTarget('SubjectWise')
    const progress: number[] = []

    const result = await target.write({
      sheets: [
        { name: 'Subject wise', columns: SUBJECT_COLUMNS, rows: subjectRows(5) },
        {
          name: 'Staff',
          columns: [
            { header: 'Staff', key: 'staff' },
            { header: 'Percentage', key: 'percentage' },
          ],
          rows: [
            { staff: 'A. Kumar', percentage: 81.5 },
            { staff: 'B. Devi', percentage: 90 },
          ],
        },
      ],
      onProgress: (rows) => {
        progress.push(rows)
      },
      progressEvery: 2,
    })

    expect(result.key).toBe(target.key)
    expect(result.rows).toBe(7)
    expect(progress).toEqual([2, 4, 6, 7])
    const { workbook, contentType, length } = await target.readBack()
    expect(contentType).toBe(XLSX_CONTENT_TYPE)
    expect(result.bytes).toBe(length)
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Subject wise', 'Staff'])

    const subjects = workbook.getWorksheet('Subject wise')
    if (!subjects) throw new Error('No Subject wise sheet')
    expect(subjects.rowCount).toBe(6)
    const headers = subjects.getRow(1)
    expect(headers.getCell(1).value).toBe('Survey')
    expect(headers.getCell(2).value).toBe('Subject code')
    expect(headers.getCell(3).value).toBe('Polled')
    expect(headers.getCell(4).value).toBe('Average')
    expect(headers.getCell(5).value).toBe('Closed on')
    expect(headers.getCell(1).font?.bold).toBe(true)
    expect(headers.getCell(5).font?.bold).toBe(true)
    expect(subjects.getColumn(1).width).toBe(24)
    expect(subjects.getColumn(5).width).toBe(12)
    const first = subjects.getRow(2)
    expect(first.getCell(1).value).toBe('Survey 0')
    expect(first.getCell(2).value).toBe('CS100')
    expect(first.getCell(3).value).toBe(0)
    expect(first.getCell(4).value).toBe(0.25)
    expect(first.getCell(5).value).toEqual(new Date(Date.UTC(2026, 0, 1)))
    expect(first.getCell(1).font?.bold).toBeFalsy()
    const second = subjects.getRow(3)
    expect(second.getCell(1).value).toBe('Survey 1')
    expect(second.getCell(2).value).toBe('CS101')
    expect(second.getCell(3).value).toBe(2)
    expect(second.getCell(4).value).toBe(1.25)
    expect(second.getCell(5).value).toBeNull()
    const last = subjects.getRow(6)
    expect(last.getCell(1).value).toBe('Survey 1')
    expect(last.getCell(2).value).toBe('CS104')
    expect(last.getCell(3).value).toBe(8)
    expect(last.getCell(4).value).toBe(4.25)
    expect(last.getCell(5).value).toEqual(new Date(Date.UTC(2026, 0, 5)))

    const staff = workbook.getWorksheet('Staff')
    if (!staff) throw new Error('No Staff sheet')
    expect(staff.rowCount).toBe(3)
    expect(staff.getRow(1).getCell(1).value).toBe('Staff')
    expect(staff.getRow(1).getCell(2).value).toBe('Percentage')
    expect(staff.getRow(1).getCell(2).font?.bold).toBe(true)
    expect(staff.getRow(2).getCell(1).value).toBe('A. Kumar')
    expect(staff.getRow(2).getCell(2).value).toBe(81.5)
    expect(staff.getRow(3).getCell(1).value).toBe('B. Devi')
    expect(staff.getRow(3).getCell(2).value).toBe(90)
  })

  it('writes text that starts like a formula as quoted text, and numbers as numbers', async () => {
    const target = await exportTarget('Injection')
    await target.write({
      sheets: [
        {
          name: 'Answers',
          columns: [
            { header: 'Comment', key: 'comment' },
            { header: 'Phone', key: 'phone' },
            { header: 'Score', key: 'score' },
          ],
          rows: [
            { comment: '=HYPERLINK("http://evil.example","x")', phone: '+919876543210', score: -5 },
            { comment: "@SUM(1+1)*cmd|' /C calc'!A0", phone: '-2+3', score: 0 },
            { comment: '\r=1', phone: '9876543210', score: 4.5 },
            { comment: 'plain - text = fine', phone: '\t+1', score: 1 },
          ],
        },
      ],
    })
    const sheet = (await target.readBack()).workbook.getWorksheet('Answers')!
    const cell = (row: number, column: number) => sheet.getRow(row).getCell(column)
    expect(cell(2, 1).value).toBe('\'=HYPERLINK("http://evil.example","x")')
    expect(cell(2, 1).type).toBe(ExcelJS.ValueType.String)
    expect(cell(2, 1).formula).toBeUndefined()
    expect(cell(2, 2).value).toBe("'+919876543210")
    expect(cell(2, 3).value).toBe(-5)
    expect(cell(3, 1).value).toBe("'@SUM(1+1)*cmd|' /C calc'!A0")
    expect(cell(3, 2).value).toBe("'-2+3")
    // XML reads a carriage return back as a line feed; the quote is what matters.
    expect(cell(4, 1).value).toMatch(/^'[\r\n]=1$/)
    expect(cell(4, 2).value).toBe('9876543210')
    expect(cell(4, 3).value).toBe(4.5)
    expect(cell(5, 1).value).toBe('plain - text = fine')
    expect(cell(5, 2).value).toBe("'\t+1")
  })

  it('reports progress once at the end when there are no rows, and still writes the headers', async () => {
    const target = await exportTarget('Empty')
    const progress: number[] = []

    const result = await target.write({
      sheets: [{ name: 'Subject wise', columns: SUBJECT_COLUMNS, rows: [] }],
      onProgress: (rows) => {
        progress.push(rows)
      },
    })

    expect(result.rows).toBe(0)
    expect(progress).toEqual([0])
    const { workbook } = await target.readBack()
    const sheet = workbook.getWorksheet('Subject wise')
    expect(sheet?.rowCount).toBe(1)
    expect(sheet?.getRow(1).getCell(2).value).toBe('Subject code')
  })

  it('rejects with the row source’s error and leaves no object at the key', async () => {
    const target = await exportTarget('Broken')
    async function* failing(): AsyncGenerator<SubjectRow> {
      yield* subjectRows(3)
      throw new Error('The answers query failed')
    }

    await expect(
      target.write({
        sheets: [{ name: 'Subject wise', columns: SUBJECT_COLUMNS, rows: failing() }],
      }),
    ).rejects.toThrow('The answers query failed')

    await expect(target.head()).rejects.toMatchObject({ name: 'NotFound' })
  })

  it('aborts the multipart upload already under way when a later row fails', async () => {
    const target = await exportTarget('Large')
    const sent: string[] = []
    target.env.s3.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? 'unknown')
        return next(args)
      },
      { step: 'initialize', name: 'recordCommands' },
    )
    function* failing() {
      for (let n = 0; n < 4_000; n++) yield { a: noise(), b: noise(), c: noise() }
      throw new Error('The answers query failed late')
    }

    await expect(
      target.write({
        sheets: [
          {
            name: 'Noise',
            columns: [
              { header: 'A', key: 'a' },
              { header: 'B', key: 'b' },
              { header: 'C', key: 'c' },
            ],
            rows: failing(),
          },
        ],
      }),
    ).rejects.toThrow('The answers query failed late')

    // (s3rver answers AbortMultipartUpload with 405; S3 drops the parts, and the bucket's lifecycle rule
    // would clear them after a day if the abort itself failed.)
    expect(sent).toContain('CreateMultipartUploadCommand')
    expect(sent).toContain('UploadPartCommand')
    expect(sent).toContain('AbortMultipartUploadCommand')
    expect(sent).not.toContain('CompleteMultipartUploadCommand')
    expect(sent).not.toContain('PutObjectCommand')
    await expect(target.head()).rejects.toMatchObject({ name: 'NotFound' })
  })

  it('rejects with the upload’s error, and stops reading the rows, when S3 refuses the file', async () => {
    const env = await createTestTables()
    let read = 0
    let closed = false
    // Endless: the call can only settle if the writer stops when the upload fails.
    function* endless() {
      try {
        for (;;) {
          read++
          yield { a: noise(), b: noise() }
        }
      } finally {
        closed = true
      }
    }

    await expect(
      writeWorkbookToS3({
        s3: env.s3,
        bucket: 'no-such-bucket',
        key: 'reports/Orphan.xlsx',
        sheets: [
          {
            name: 'Noise',
            columns: [
              { header: 'A', key: 'a' },
              { header: 'B', key: 'b' },
            ],
            rows: endless(),
          },
        ],
      }),
    ).rejects.toMatchObject({ name: 'NoSuchBucket' })

    await expect.poll(() => closed).toBe(true)
    expect(read).toBeGreaterThan(0)
  })
})
