/**
 * The contract operations a company record answers, and the types derived
 * from them (http/operations.ts): the body a definition's `columns` receives,
 * the schema its serialiser returns and the query its filters read. A
 * definition names its operationIds once; the mechanism registers their
 * handlers (records/record-handlers.ts), and a misspelt id fails the type check.
 */
import type {
  OperationBody,
  OperationId,
  OperationParams,
  OperationQuery,
  OperationResult,
} from '../http/operations.ts';

/** The operations a definition answers generically, by verb. */
export interface RecordOperationIds {
  /** Lists and searches of the record, each one page (`listCompanyTerminals`, `searchTerminals`). */
  list?: readonly OperationId[];
  /** Lists written by hand whose query the definition's filters also read. */
  listedBy?: readonly OperationId[];
  /** Reads the record the path names. */
  get?: OperationId;
  /** Creates a record in the grant's company (answers 201). */
  create?: OperationId;
  /** Replaces the record the path names. */
  update?: OperationId;
  /** Deletes the record the path names (answers 204; 409 while in use). */
  delete?: OperationId;
  /** The path parameter naming the record in get, update and delete, e.g. `terminalId`. */
  id?: string;
}

/** The operationIds of one verb (`never` when the definition leaves it out). */
type Ids<V> = V extends readonly (infer K)[] ? Extract<K, OperationId> : Extract<V, OperationId>;

/** The operations that write the record (create, update). */
export type WriteOperations<O extends RecordOperationIds> = Ids<O['create'] | O['update']>;

/** The operations whose query the list and its filters read. */
export type ListOperations<O extends RecordOperationIds> = Ids<O['list'] | O['listedBy']>;

/** The body of a create or update, as the contract's validation leaves it. */
export type RecordInput<O extends RecordOperationIds> = [WriteOperations<O>] extends [never]
  ? never
  : NonNullable<OperationBody<WriteOperations<O>>>;

/** `data` of a `{ data }` answer. */
type DataOf<R> = R extends { data: infer D } ? (D extends readonly (infer E)[] ? E : D) : never;

/** The contract's schema of one record: `data` of its get (or of its lists when it has no get). */
export type RecordOutput<O extends RecordOperationIds> = DataOf<
  OperationResult<[Ids<O['get']>] extends [never] ? ListOperations<O> : Ids<O['get']>>
>;

/** Every key of every member of a union (`keyof` of a union keeps only the shared ones). */
type KeysOfUnion<T> = T extends unknown ? keyof T : never;

/** The query of the record's lists: the value of `N` in whichever list declares it. */
export type RecordQueryValue<O extends RecordOperationIds, N extends PropertyKey> =
  OperationQuery<ListOperations<O>> extends infer Q
    ? Q extends Record<N, infer V>
      ? V
      : Q extends Partial<Record<N, infer V>>
        ? V
        : never
    : never;

/** The filters of a definition: per query parameter of its lists, the condition of a value. */
export type RecordFilters<O extends RecordOperationIds, Condition> = {
  [N in KeysOfUnion<OperationQuery<ListOperations<O>>>]?: (
    value: NonNullable<RecordQueryValue<O, N>>,
  ) => Condition;
};

/** The query a generic list reads, whatever else the operation declares. */
export interface PageQuery {
  page: number;
  per_page: number;
  q?: string;
  sort?: string;
}

/** The path of a get, update or delete of the record. */
export type RecordPath<O extends RecordOperationIds> = OperationParams<
  Ids<O['get'] | O['update'] | O['delete']>
>;
