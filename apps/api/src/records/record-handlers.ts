/**
 * The handlers of a company record, registered from its definition: each
 * operationId the definition names (records/record-operations.ts) gets the
 * generic list, get, create (201), update or delete (204) of
 * records/company-record.ts. A domain adds only its special operations.
 */
import type { FastifyReply } from 'fastify';
import type { AccessGrant } from '../access/enforce.ts';
import type { Database } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import type { Handlers } from '../http/operations.ts';
import { companyRecords, type CompanyRecordDefinition } from './company-record.ts';
import type { PageQuery, RecordOperationIds } from './record-operations.ts';

/** A request as the contract's validation leaves it for one of the generic verbs. */
interface VerbRequest<In> {
  access: AccessGrant;
  userId: number;
  query: PageQuery;
  params: object;
  body: In;
}

type Verb<In> = (request: VerbRequest<In>, reply: FastifyReply) => Promise<unknown>;

/**
 * The handlers of the operations a definition names, keyed by operationId.
 * @param db - the database the records live in.
 * @param definition - the record; its `operations.id` names the path parameter of get, update and delete.
 * @throws Error when the definition names get, update or delete without `operations.id`.
 */
export function companyRecordHandlers<
  Row extends { id: number; companyId: number },
  O extends RecordOperationIds,
  Out,
  In,
>(db: Database, definition: CompanyRecordDefinition<Row, O, Out, In>): Handlers {
  const records = companyRecords(db, definition);
  const operations: RecordOperationIds = definition.operations;
  const { id: idParam } = operations;
  if ((operations.get || operations.update || operations.delete) && !idParam)
    throw new Error(`${definition.notFoundMessage}: falta operations.id (el parámetro de ruta).`);

  /** The record's id from the path (an integer once the contract validated it). */
  const recordId = (request: VerbRequest<In>): number => {
    const value: unknown = new Map(Object.entries(request.params)).get(idParam ?? '');
    if (typeof value !== 'number') throw notFound(definition.notFoundMessage);
    return value;
  };

  const verbs = new Map<string, Verb<In>>();
  for (const operationId of operations.list ?? [])
    verbs.set(operationId, (request) => records.list(request));
  if (operations.get) verbs.set(operations.get, (request) => records.get(recordId(request)));
  if (operations.create)
    verbs.set(operations.create, async (request, reply) =>
      reply.status(201).send(await records.create(request)),
    );
  if (operations.update)
    verbs.set(operations.update, (request) => records.update(request, recordId(request)));
  if (operations.delete)
    verbs.set(operations.delete, async (request, reply) => {
      await records.remove(request, recordId(request));
      return reply.status(204).send();
    });
  // The one untyped boundary, as in http/app.ts: the verbs are keyed by the
  // definition's operationIds (typed in RecordOperationIds), and the contract's
  // validation of those operations is what makes each `VerbRequest` true.
  return Object.fromEntries(verbs) as Handlers;
}
