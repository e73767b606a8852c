/**
 * The rules every company record shares: a table of company-owned rows, the
 * body fields that name other records of the same company (checked in bulk,
 * 422 naming each foreign or missing one) and the 422 of field errors. Used
 * by the generic record (records/company-record.ts) and by hand-written
 * operations beside it.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { HttpError, type FieldErrors } from '../http/errors.ts';
import { serverMessages } from '../messages.ts';

/** A table of company-owned rows: an `id` and a `company_id`. */
export type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/** A reference from a body field to another company-owned record (422 when foreign or missing). */
export interface Reference {
  table: CompanyTable;
  /** Extra condition the referenced row must meet (e.g. a driver). */
  where?: SQL;
  /** Message when it does not meet it. @default serverMessages.validation.notInCompany */
  message?: string;
}

const int4 = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/** 422 with field errors. */
export const unprocessable = (errors: FieldErrors) =>
  new HttpError(422, serverMessages.validation.summary, 'unprocessable', errors);

/**
 * Checks the body fields that name other records: each must exist and belong
 * to the company. @throws 422 naming every foreign or missing reference.
 */
export async function checkReferences(
  db: Database,
  companyId: number,
  body: object,
  references: Record<string, Reference> = {},
): Promise<void> {
  const errors: FieldErrors = {};
  const fields = new Map<string, unknown>(Object.entries(body));
  for (const [field, reference] of Object.entries(references)) {
    const values = [fields.get(field) ?? []].flat().filter(int4);
    if (!values.length) continue;
    const found = await db
      .select({ id: reference.table.id })
      .from(reference.table)
      .where(
        and(
          inArray(reference.table.id, values),
          eq(reference.table.companyId, companyId),
          reference.where,
        ),
      );
    if (found.length !== new Set(values).size)
      errors[field] = [reference.message ?? serverMessages.validation.notInCompany];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}
