/**
 * The generic definition of a company-owned record (issue 15): a plain domain
 * declares its table, serialiser, sortable columns, filters, references and
 * rules, and gets list (server paging, sorting, filters, full-text `q`),
 * get, create, update, delete and a company-scoped search, keyed by the
 * contract's operationIds. Access is already decided when these run (the
 * access helper sets `request.access` from the contract's declaration), so a
 * handler only reads which company (or companies) the grant names.
 *
 * Special operations (a ticket's status move, a driver's units) stay
 * hand-written beside the definition, on the same helpers.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AccessGrant } from '../access/enforce.ts';
import type { Database } from '../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation, pgConstraint } from '../db/errors.ts';
import { HttpError, notFound, type FieldErrors } from '../http/errors.ts';
import { countCap, pageMeta } from '../http/pagination.ts';
import { serverMessages } from '../messages.ts';
import { toPrefixQuery } from '../handlers/vacancies.ts';

/** What a rule or serialiser is told about the call. */
export interface RecordContext {
  db: Database;
  /** The company the record belongs (or will belong) to. */
  companyId: number;
  /** The signed-in caller. */
  userId: number;
  /** The grant of the access helper. */
  access: AccessGrant;
}

/** A reference from a body field to another company-owned record (422 when foreign or missing). */
export interface Reference {
  table: PgTable & { id: PgColumn; companyId: PgColumn };
  /** Extra condition the referenced row must meet (e.g. a driver). */
  where?: SQL;
  /** Message when it does not meet it. @default serverMessages.validation.notInCompany */
  message?: string;
}

/** A unique index of the table and the field error it means. */
export interface UniqueRule {
  /** The index name (as in the schema). */
  index: string;
  field: string;
  message: string;
  /** 409 with `code` where the contract answers a conflict. @default 422 with a field error */
  conflict?: { code: string };
}

/**
 * A plain company-owned domain.
 * @typeParam Row - the table's selected row; Out - the contract schema; In - the body.
 */
export interface CompanyRecordDefinition<Row extends { id: number; companyId: number }, Out, In> {
  /** The table (`id`, `company_id`, optionally `search_vector`). */
  table: PgTable & { id: PgColumn; companyId: PgColumn };
  /** "Esta terminal no existe." and the like. */
  notFoundMessage: string;
  /** Serialises rows (in order) to the contract's schema; load related rows in bulk here. */
  serialize: (db: Database, rows: Row[]) => Promise<Out[]>;
  /** Sortable fields by their contract name; `-name` sorts descending. */
  sorts: Record<string, PgColumn | SQL>;
  /** The order when the caller names none, e.g. `-created_at`. */
  defaultSort: string;
  /** Query parameters that filter lists, by name. */
  filters?: Record<string, (value: never) => SQL | undefined>;
  /** Body fields that name other records of the same company. */
  references?: Record<string, Reference>;
  /** Unique indexes and their field errors (answered 422). */
  unique?: UniqueRule[];
  /** Whether the table has a `search_vector` for `q`. @default false */
  searchable?: boolean;
  /**
   * The row's columns from a body (create: `existing` undefined; update: the
   * stored row). Throws `HttpError` 422 with field errors for rule violations.
   */
  columns: (
    input: In,
    context: RecordContext & { existing?: Row },
  ) => Promise<Record<string, unknown>>;
  /**
   * Refuses a delete (409) when the record is still in use, or clears rows
   * that would block it; runs in the delete's transaction (`context.db` is it).
   */
  beforeDelete?: (row: Row, context: RecordContext) => Promise<void>;
  /** Runs in the same transaction after a create or update (e.g. join rows). */
  afterWrite?: (row: Row, input: In, context: RecordContext, tx: Database) => Promise<void>;
}

/** A list's query as the contract's validation leaves it. */
export interface ListQuery {
  page: number;
  per_page: number;
  q?: string;
  sort?: string;
  [filter: string]: unknown;
}

const int4 = (value: unknown) => typeof value === 'number' && Number.isInteger(value);

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
  body: Record<string, unknown>,
  references: Record<string, Reference> = {},
): Promise<void> {
  const errors: FieldErrors = {};
  for (const [field, reference] of Object.entries(references)) {
    const values = ([] as unknown[]).concat(body[field] ?? []).filter(int4) as number[];
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

/** The company a grant names, for calls that act on one company. */
function companyOf(access: AccessGrant | undefined): number {
  if (!access?.companyId) throw new Error('La operación no nombra su empresa (x-jornada-access).');
  return access.companyId;
}

/** Builds the generic operations of a definition; pass the results to a domain's handler map. */
export function companyRecords<Row extends { id: number; companyId: number }, Out, In>(
  db: Database,
  definition: CompanyRecordDefinition<Row, Out, In>,
) {
  const { table } = definition;
  const t = table as unknown as Record<string, PgColumn>;

  function orderBy(sort: string | undefined) {
    const key = sort ?? definition.defaultSort;
    const descending = key.startsWith('-');
    const column = definition.sorts[key.replace(/^-/, '')];
    if (!column) throw unprocessable({ sort: ['No se puede ordenar por este campo.'] });
    return [descending ? desc(column) : asc(column), descending ? desc(t.id!) : asc(t.id!)];
  }

  function conditions(companies: number[] | null, query: ListQuery, extra?: SQL) {
    const parts: (SQL | undefined)[] = [extra];
    if (companies) parts.push(companies.length ? inArray(t.companyId!, companies) : sql`false`);
    for (const [name, filter] of Object.entries(definition.filters ?? {})) {
      if (query[name] !== undefined) parts.push(filter(query[name] as never));
    }
    const prefix = definition.searchable ? toPrefixQuery(query.q) : undefined;
    if (prefix)
      parts.push(sql`${sql.identifier('search_vector')} @@ to_tsquery('jornada_es', ${prefix})`);
    else if (definition.searchable && query.q?.trim()) parts.push(sql`false`);
    return and(...parts);
  }

  async function load(where: SQL | undefined, order: SQL[], limit?: number, offset = 0) {
    let select = db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order)
      .$dynamic();
    if (limit !== undefined) select = select.limit(limit).offset(offset);
    return definition.serialize(db, (await select) as unknown as Row[]);
  }

  async function findRow(id: number, companyId?: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(t.id!, id), companyId ? eq(t.companyId!, companyId) : undefined));
    if (!row) throw notFound(definition.notFoundMessage);
    return row as unknown as Row;
  }

  function translateUnique(error: unknown): never {
    if (isUniqueViolation(error)) {
      const constraint = pgConstraint(error);
      const rule = definition.unique?.find((u) => u.index === constraint);
      if (rule?.conflict)
        throw new HttpError(409, rule.message, rule.conflict.code, {
          [rule.field]: [rule.message],
        });
      if (rule) throw unprocessable({ [rule.field]: [rule.message] });
      throw unprocessable({ _: [serverMessages.validation.taken] });
    }
    throw error;
  }

  async function write(context: RecordContext, input: In, existing: Row | undefined): Promise<Row> {
    await checkReferences(
      db,
      context.companyId,
      input as Record<string, unknown>,
      definition.references,
    );
    const values = await definition.columns(input, { ...context, existing });
    try {
      return await db.transaction(async (tx) => {
        const [row] = existing
          ? await tx
              .update(table)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(t.id!, existing.id))
              .returning()
          : await tx
              .insert(table)
              .values({ ...values, companyId: context.companyId } as never)
              .returning();
        await definition.afterWrite?.(
          row as unknown as Row,
          input,
          context,
          tx as unknown as Database,
        );
        return row as unknown as Row;
      });
    } catch (error) {
      return translateUnique(error);
    }
  }

  const contextOf = (request: { userId?: number; access?: AccessGrant }, companyId: number) => ({
    db,
    companyId,
    userId: request.userId!,
    access: request.access!,
  });

  return {
    /**
     * One page of the records the grant reaches: the grant's company, or the
     * caller's companies (all for administrators) when the list names none.
     */
    async list(request: { access?: AccessGrant; query: unknown }, extra?: SQL) {
      const query = request.query as ListQuery;
      const access = request.access!;
      const companies = access.companyIds !== undefined ? access.companyIds : [companyOf(access)];
      const where = conditions(companies, query, extra);
      const order = orderBy(query.sort);
      const counted = db
        .select({ one: sql`1` })
        .from(table)
        .where(where)
        .limit(countCap)
        .as('c');
      const [total, data] = await Promise.all([
        db
          .select({ n: count() })
          .from(counted)
          .then((r) => r[0]?.n ?? 0),
        load(where, order, query.per_page, (query.page - 1) * query.per_page),
      ]);
      return { data, meta: pageMeta(query.page, query.per_page, total, countCap) };
    },

    /** The record the path names (the access helper already checked its company). */
    async get(id: number) {
      const row = await findRow(id);
      return { data: (await definition.serialize(db, [row]))[0]! };
    },

    /** Creates a record in the grant's company. */
    async create(request: { userId?: number; access?: AccessGrant; body: unknown }) {
      const context = contextOf(request, companyOf(request.access));
      const row = await write(context, request.body as In, undefined);
      return { data: (await definition.serialize(db, [row]))[0]! };
    },

    /** Updates the record the path names. */
    async update(request: { userId?: number; access?: AccessGrant; body: unknown }, id: number) {
      const existing = await findRow(id);
      const context = contextOf(request, existing.companyId);
      const row = await write(context, request.body as In, existing);
      return { data: (await definition.serialize(db, [row]))[0]! };
    },

    /** Deletes the record the path names (409 while it is in use), in one transaction with its check. */
    async remove(request: { userId?: number; access?: AccessGrant }, id: number) {
      const existing = await findRow(id);
      try {
        await db.transaction(async (tx) => {
          const context = {
            ...contextOf(request, existing.companyId),
            db: tx as unknown as Database,
          };
          await definition.beforeDelete?.(existing, context);
          await tx.delete(table).where(eq(t.id!, id));
        });
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new HttpError(409, serverMessages.validation.inUse, 'in_use');
        throw error;
      }
    },

    findRow,
    load,
  };
}
