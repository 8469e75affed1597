import type {} from '@campus/functions/identity/manifest'
import { tableDefinitions } from '@campus/functions/manifests'
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb'
import type { StudentImportRow, UserImportResult } from '@campus/core'
import { ensureTables, physicalTableNames, type CommandCounts } from '@campus/db'
import { createIdentityEntities } from '@campus/functions/identity/entities'
import { newUserRecord } from '@campus/functions/identity/users.repository'
import { ACADEMIC_YEARS, DEPARTMENTS } from '@campus/local/demo-college'
import { difference } from './dynamo-calls'
import type { BenchPortal } from './portal'

/** The spreadsheet the bench imports: 2,000 students, sent as the browser sends them, 250 rows a request. */
export const IMPORT_SETTINGS = { students: 2000, chunk: 250 } as const

/** One timed run: how long it took, the DynamoDB commands it sent, and what it wrote. */
export interface ImportMeasurement {
  /** The whole import through the HTTP API: every chunk, one after another, as the web page sends them. */
  importMs: number
  chunkMs: number[]
  importCommands: CommandCounts
  created: number
  /** Baseline: BatchWriteItem of the same user items straight into dynalite (no claims, terms, counts or audit). */
  batchWriteMs: number
  batchWriteCommands: CommandCounts
}

/** Fresh students spread over the demo college's academic years and groups, in the import's row shape. */
export function importRows(): StudentImportRow[] {
  return Array.from({ length: IMPORT_SETTINGS.students }, (_, index) => {
    const year = ACADEMIC_YEARS[index % ACADEMIC_YEARS.length] ?? ACADEMIC_YEARS[0]
    const department = DEPARTMENTS.find(({ id }) => id === year.departmentId) ?? DEPARTMENTS[0]
    const n = String(index + 1).padStart(4, '0')
    return {
      row: index + 2,
      registerNo: `IMP${year.label.slice(2, 4)}${n}`,
      name: `Imported Student ${n}`,
      email: `imported${n}@students.campus.local`,
      phone: `97${String(10000000 + index).padStart(8, '0')}`,
      parentPhone: `96${String(10000000 + index).padStart(8, '0')}`,
      gender: index % 2 ? 'Female' : 'Male',
      departmentid: [department.id],
      departments: [
        { id: department.id, degreeName: department.degreeName, departmentName: department.departmentName },
      ],
      degreeName: department.degreeName,
      departmentName: department.departmentName,
      accYearId: year.id,
      accYear: year.label,
      groupId: year.groups[index % year.groups.length] ?? year.groups[0],
      sem: 1,
    }
  })
}

/**
 * Imports the rows through `POST /api/user/import` in chunks, one request at a time (as the web page does),
 * timing the whole and counting DynamoDB commands; fails the bench unless every row was created. Then, for the
 * baseline, BatchWrites the same user items (as ElectroDB would write them, ids aside) into a table of their
 * own on the same dynalite, 25 per call, one call at a time.
 */
export async function measureStudentImport(portal: BenchPortal, token: string): Promise<ImportMeasurement> {
  const rows = importRows()
  const chunkMs: number[] = []
  const before = portal.counter.snapshot()
  let created = 0
  const started = performance.now()
  for (let first = 0; first < rows.length; first += IMPORT_SETTINGS.chunk) {
    const chunkStarted = performance.now()
    const response = await fetch(`${portal.baseUrl}/api/user/import?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'STUDENT', rows: rows.slice(first, first + IMPORT_SETTINGS.chunk) }),
    })
    const body = (await response.json()) as UserImportResult
    if (response.status !== 200 || body.rejected.length) {
      throw new Error(`Import chunk at row ${first + 2} answered ${response.status}: ${JSON.stringify(body)}`)
    }
    created += body.created
    chunkMs.push(performance.now() - chunkStarted)
  }
  const importMs = performance.now() - started
  const importCommands = difference(before, portal.counter.snapshot())
  if (created !== rows.length) throw new Error(`The import created ${created} of ${rows.length} students`)

  const baseline = await batchWriteSameUsers(portal, rows)
  return { importMs, chunkMs, importCommands, created, ...baseline }
}

async function batchWriteSameUsers(portal: BenchPortal, rows: readonly StudentImportRow[]) {
  // The document client sends plain DynamoDB commands too (it shares the wrapped client's stack and config).
  await ensureTables(portal.client, 'bench-baseline-', tableDefinitions())
  const table = physicalTableNames('bench-baseline-', tableDefinitions()).identity
  const entities = createIdentityEntities(portal.client, table)
  const items = rows.map(({ row: _row, ...fields }) => {
    const record = newUserRecord({ ...fields, usertype: 'STUDENT', createdBy: 'bench' })
    return entities.user.put(record).params<{ Item: Record<string, unknown> }>().Item
  })
  const before = portal.counter.snapshot()
  const started = performance.now()
  for (let first = 0; first < items.length; first += 25) {
    let pending = items.slice(first, first + 25).map((Item) => ({ PutRequest: { Item } }))
    while (pending.length) {
      const { UnprocessedItems } = await portal.client.send(
        new BatchWriteCommand({ RequestItems: { [table]: pending } }),
      )
      pending = (UnprocessedItems?.[table] ?? []) as typeof pending
    }
  }
  return {
    batchWriteMs: performance.now() - started,
    batchWriteCommands: difference(before, portal.counter.snapshot()),
  }
}
