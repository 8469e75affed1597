import * as z from 'zod'
import { EpochMsSchema, IdSchema, RecordMetaSchema, digitsToNumber, requiredText } from './common'

/**
 * Proforma (certificate) requests and the custom data rows the public proforma view shows. Print and
 * text-align settings are separate records whose fields the spec does not show, so they are not modelled
 * here.
 */

/** A row order as a number; imported data may carry it as a numeric string. */
const RowOrderSchema = z.preprocess(
  digitsToNumber,
  z.number({ error: 'Order must be a whole number' }).int('Order must be a whole number'),
)

/** One custom data row of the proforma view. */
export const ProformaCustomDataRowSchema = z.object({
  /**
   * A camelCase key; the view splits it at capitals into upper-case words (`studentName` → `STUDENT NAME`).
   */
  key: requiredText('Key', 100),
  /** Rendered as HTML by the view, so it must be sanitized there; it is stored as given. */
  value: z.string().max(10000, 'Value must be at most 10000 characters'),
  /** The text `true` shows the row; anything else hides it (a text flag, as the legacy data stores it). */
  show: z.string().trim().max(10, 'Show must be the text true or false'),
  /** Rows are shown in ascending order. */
  order: RowOrderSchema,
})
export type ProformaCustomDataRow = z.infer<typeof ProformaCustomDataRowSchema>

/** Proforma data: the rows behind `proforma-view/{id}`. */
export const ProformaDataSchema = RecordMetaSchema.extend({
  customData: z.array(ProformaCustomDataRowSchema).max(500, 'At most 500 rows'),
})
export type ProformaData = z.infer<typeof ProformaDataSchema>

/** The rows the proforma view shows: only those whose show flag is the text `true`, by ascending order. */
export function visibleProformaRows<Row extends Pick<ProformaCustomDataRow, 'show' | 'order'>>(
  rows: readonly Row[],
): Row[] {
  return rows.filter((row) => row.show === 'true').sort((a, b) => a.order - b.order)
}

/** Body of `POST /proforma`: a certificate request for a student. */
export const CreateProformaSchema = z.object({
  studentId: IdSchema,
  proformaType: requiredText('Certificate type', 100),
  /** The print layout to use; chosen later by the office when absent. */
  proformaPrintId: IdSchema.optional(),
  purpose: requiredText('Purpose', 500),
  /** The date the certificate is for, as epoch milliseconds. */
  date: EpochMsSchema.optional(),
})
export type CreateProforma = z.infer<typeof CreateProformaSchema>

/** Body of `PUT /proforma/{id}`: any of the request's fields. */
export const UpdateProformaSchema = CreateProformaSchema.partial()
export type UpdateProforma = z.infer<typeof UpdateProformaSchema>

/** A stored certificate request. */
export const ProformaSchema = RecordMetaSchema.extend(CreateProformaSchema.shape)
export type Proforma = z.infer<typeof ProformaSchema>
