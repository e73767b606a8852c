/**
 * The generic definition of a company-owned record: a plain domain declares
 * its table, the contract operations it answers, serialiser, sortable
 * columns, filters, references and rules, and gets list (server paging,
 * sorting, filters, full-text `q`), get, create, update, delete and a
 * company-scoped search. Inputs, outputs and filter values are typed from the
 * named operations (records/record-operations.ts); the handlers are
 * registered from them (records/record-handlers.ts). Access is already
 * decided when these run (the access helper sets `request.access` from the
 * contract's declaration), so a handler only reads which company (or
 * companies) the grant names.
 *
 * Special operations (a ticket's status move, a driver's units) stay
 * hand-written beside the definition, on the same helpers.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AccessGrant } from '../access/enforce.ts';
import type { Database } from '../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation, pgConstraint } from '../db/errors.ts';
import { toPrefixQuery } from '../db/prefix-query.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { countCap, pageMeta } from '../http/pagination.ts';
import type { SignedIn } from '../http/signed-in.ts';
import { serverMessages } from '../messages.ts';
import type {
  PageQuery,
  RecordFilters,
  RecordInput,
  RecordOperationIds,
  RecordOutput,
} from './record-operations.ts';
import {
  checkReferences,
  unprocessable,
  type CompanyTable,
  type Reference,
} from './record-rules.ts';

export {
  checkReferences,
  unprocessable,
  type CompanyTable,
  type Reference,
} from './record-rules.ts';

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
 * @typeParam Row - the table's selected row; O - the operationIds it answers;
 *   Out - the contract schema of one record (from O's get); In - the body its
 *   create and update receive (from O's create and update).
 */
export interface CompanyRecordDefinition<
  Row extends { id: number; companyId: number },
  O extends RecordOperationIds,
  Out = RecordOutput<O>,
  In = RecordInput<O>,
> {
  /** The contract operations answered generically; their handlers come from records/record-handlers.ts. */
  operations: O;
  /** The table (`id`, `company_id`, optionally `search_vector`). */
  table: CompanyTable;
  /** "Esta terminal no existe." and the like. */
  notFoundMessage: string;
  /** Serialises rows (in order) to the contract's schema; load related rows in bulk here. */
  serialize: (db: Database, rows: Row[]) => Promise<Out[]>;
  /** Sortable fields by their contract name; `-name` sorts descending. */
  sorts: Record<string, PgColumn | SQL>;
  /** The order when the caller names none, e.g. `-created_at`. */
  defaultSort: string;
  /** Query parameters of the lists that filter them, by name; the value as the contract validated it. */
  filters?: RecordFilters<O, SQL | undefined>;
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

/** The company a grant names, for calls that act on one company. */
function companyOf(access: AccessGrant | undefined): number {
  if (!access?.companyId) throw new Error('La operación no nombra su empresa (x-jornada-access).');
  return access.companyId;
}

/** What a write or delete is told about its caller. */
type Caller = SignedIn & { access: AccessGrant };

/**
 * Builds the generic operations of a definition, for its registered handlers
 * (records/record-handlers.ts) and the hand-written ones beside it.
 */
export function companyRecords<
  Row extends { id: number; companyId: number },
  O extends RecordOperationIds,
  Out,
  In,
>(db: Database, definition: CompanyRecordDefinition<Row, O, Out, In>) {
  const { table } = definition;
  const filters: Partial<Record<string, (value: never) => SQL | undefined>> =
    definition.filters ?? {};

  function orderBy(sort: string | undefined) {
    const key = sort ?? definition.defaultSort;
    const descending = key.startsWith('-');
    const column = definition.sorts[key.replace(/^-/, '')];
    if (!column) throw unprocessable({ sort: ['No se puede ordenar por este campo.'] });
    return [descending ? desc(column) : asc(column), descending ? desc(table.id) : asc(table.id)];
  }

  function conditions(companies: number[] | null, query: PageQuery, extra?: SQL) {
    const parts: (SQL | undefined)[] = [extra];
    if (companies) parts.push(companies.length ? inArray(table.companyId, companies) : sql`false`);
    const values = new Map<string, unknown>(Object.entries(query));
    for (const [name, filter] of Object.entries(filters)) {
      const value = values.get(name);
      // The contract's validation gave the parameter its declared type (RecordFilters).
      if (value !== undefined && filter) parts.push(filter(value as never));
    }
    const prefix = definition.searchable ? toPrefixQuery(query.q) : undefined;
    if (prefix)
      parts.push(sql`${sql.identifier('search_vector')} @@ to_tsquery('jornada_es', ${prefix})`);
    else if (definition.searchable && query.q?.trim()) parts.push(sql`false`);
    return and(...parts);
  }

  /**
   * The table's rows where `where` holds, in `order`: the one place the generic
   * table's select is read as the definition's `Row` (drizzle cannot name the
   * row of a table known only as a `CompanyTable`).
   */
  async function rows(where: SQL | undefined, order: SQL[] = [], limit?: number, offset = 0) {
    let query = db
      .select()
      .from(table)
      .where(where)
      .orderBy(...order)
      .$dynamic();
    if (limit !== undefined) query = query.limit(limit).offset(offset);
    return (await query) as Row[];
  }

  async function load(where: SQL | undefined, order: SQL[], limit?: number, offset = 0) {
    return definition.serialize(db, await rows(where, order, limit, offset));
  }

  async function findRow(id: number, companyId?: number): Promise<Row> {
    const [row] = await rows(
      and(eq(table.id, id), companyId ? eq(table.companyId, companyId) : undefined),
    );
    if (!row) throw notFound(definition.notFoundMessage);
    return row;
  }

  async function serializeOne(row: Row): Promise<{ data: Out }> {
    const [data] = await definition.serialize(db, [row]);
    if (data === undefined) throw notFound(definition.notFoundMessage);
    return { data };
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
    if (typeof input === 'object' && input !== null)
      await checkReferences(db, context.companyId, input, definition.references);
    const values = await definition.columns(input, { ...context, existing });
    try {
      return await db.transaction(async (tx) => {
        const written = existing
          ? tx
              .update(table)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(table.id, existing.id))
              .returning()
          : tx
              .insert(table)
              .values({ ...values, companyId: context.companyId })
              .returning();
        // As in `rows`: the returned row of the generic table is the definition's `Row`.
        const [row] = (await written) as Row[];
        if (!row) throw notFound(definition.notFoundMessage);
        await definition.afterWrite?.(row, input, context, tx);
        return row;
      });
    } catch (error) {
      return translateUnique(error);
    }
  }

  const contextOf = (request: Caller, companyId: number): RecordContext => ({
    db,
    companyId,
    userId: request.userId,
    access: request.access,
  });

  return {
    /**
     * One page of the records the grant reaches: the grant's company, or the
     * caller's companies (all for administrators) when the list names none.
     * @param extra - a further condition (e.g. the department a path names).
     */
    async list(request: { access: AccessGrant; query: PageQuery }, extra?: SQL) {
      const { query, access } = request;
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

    /** The record the path names (the access helper already checked its company). @throws 404 */
    async get(id: number) {
      return serializeOne(await findRow(id));
    },

    /** Creates a record in the grant's company. @throws 422 on rule, reference or unique violations */
    async create(request: Caller & { body: In }) {
      const context = contextOf(request, companyOf(request.access));
      return serializeOne(await write(context, request.body, undefined));
    },

    /** Updates the record the path names. @throws 404, 422 */
    async update(request: Caller & { body: In }, id: number) {
      const existing = await findRow(id);
      const context = contextOf(request, existing.companyId);
      return serializeOne(await write(context, request.body, existing));
    },

    /** Deletes the record the path names (409 while it is in use), in one transaction with its check. */
    async remove(request: Caller, id: number) {
      const existing = await findRow(id);
      try {
        await db.transaction(async (tx) => {
          const context = { ...contextOf(request, existing.companyId), db: tx };
          await definition.beforeDelete?.(existing, context);
          await tx.delete(table).where(eq(table.id, id));
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
