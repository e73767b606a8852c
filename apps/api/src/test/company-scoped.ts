/**
 * The company-scoped operations of the contract and well-formed requests for
 * them, shared by the tenant-isolation and workforce matrices. The list is read
 * from the contract's declarations (`x-jornada-access.scope: company`,
 * openapi/README.md "Access"), not guessed from paths.
 */
import { loadContract } from '../http/contract.ts';
import { resolveRef, sample, type Schema } from './sample.ts';

/** A parameter of the contract (inline or a reference). */
type Parameter = { in: string; name: string; required?: boolean; schema?: object; $ref?: string };

/** The contract's `x-jornada-access` declaration (openapi/README.md "Access"). */
export interface AccessDeclaration {
  scope: 'public' | 'self' | 'company' | 'admin';
  self?: 'caller' | { path?: string; record?: string };
  company?: { path?: string; record?: string; query?: string; body?: string; resource?: string };
  members?: ('staff' | 'employee' | 'driver')[];
  others?: ('admin' | 'owner' | 'applicant' | 'recruiter')[];
}

/** The parts of an operation the matrices read. */
export interface ContractOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: object }> };
  'x-jornada-access'?: AccessDeclaration;
}

/** One operation of the contract (its path, method and what the matrices read). */
export interface ScopedOperation {
  path: string;
  method: string;
  op: ContractOperation;
}

/** The bundled contract. */
export const contract = loadContract() as unknown as Record<string, unknown> & {
  paths: Record<string, Record<string, ContractOperation>>;
};

function resolveParameter(p: Parameter): Parameter {
  if (!p.$ref) return p;
  const name = p.$ref.split('/').pop()!;
  return (contract.components as { parameters: Record<string, Parameter> }).parameters[name]!;
}

/** Every operation of the contract, in document order. */
export const contractOperations: ScopedOperation[] = Object.entries(contract.paths).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(
        ([method, op]) =>
          ['get', 'post', 'put', 'delete', 'patch'].includes(method) && op.operationId,
      )
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

/**
 * Every company-scoped operation of the contract (`x-jornada-access.scope:
 * company`), in document order. `openapi/test/access.test.ts` makes sure
 * every operation declares its scope, so nothing escapes this list.
 */
export const companyScoped: ScopedOperation[] = contractOperations.filter(
  (s) => s.op['x-jornada-access']?.scope === 'company',
);

/** A tiny PNG (header only: enough for type and size detection). */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]),
]);

/** A multipart body with the given fields and a small PNG as the file part `fileField`. */
function multipartBody(fields: Record<string, string | number>, fileField = 'file') {
  const boundary = '----jornada-aislamiento';
  const part = (headers: string) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`);
  const parts = Object.entries(fields).flatMap(([name, value]) => [
    part(`Content-Disposition: form-data; name="${name}"`),
    Buffer.from(`${value}\r\n`),
  ]);
  parts.push(
    part(
      `Content-Disposition: form-data; name="${fileField}"; filename="prueba.png"\r\nContent-Type: image/png`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A well-formed request for an operation: placeholders from `ids` (1, or a
 * sample of the placeholder's schema when it is not an integer, when missing),
 * required query parameters and a sample JSON body (or a multipart one with a
 * small PNG). Where the declaration says the company comes from a query or
 * body field, that field names `ids.companyId`; a record named by a body field
 * is `ids[field]`; files (`resource`) are asked of the company itself
 * (`resource_type=company`).
 */
export function requestFor({ path, op }: ScopedOperation, ids: Record<string, number>) {
  const parameters = (op.parameters ?? []).map(resolveParameter);
  const placeholder = (name: string) => {
    if (ids[name] !== undefined) return String(ids[name]);
    const schema = parameters.find((p) => p.in === 'path' && p.name === name)?.schema as
      { type?: string } | undefined;
    return schema && schema.type !== 'integer' ? String(sample(contract, schema as never)) : '1';
  };
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => placeholder(name));
  const locator = op['x-jornada-access']?.company ?? {};
  const companyFields: Record<string, string | number> = {};
  if (locator.query) companyFields[locator.query] = ids.companyId!;
  if (locator.body) companyFields[locator.body] = ids.companyId!;
  if (locator.resource) {
    companyFields.resource_type = 'company';
    companyFields[locator.resource] = ids.companyId!;
  }
  if (locator.record && !path.includes(`{${locator.record}}`))
    companyFields[locator.record] = ids[locator.record] ?? 1;
  const query = new URLSearchParams();
  for (const p of parameters) {
    if (p.in !== 'query') continue;
    if (p.name in companyFields) query.set(p.name, String(companyFields[p.name]));
    else if (p.name === 'company_id' && p.required) query.set(p.name, String(ids.companyId));
    else if (p.required) query.set(p.name, String(sample(contract, p.schema as never)));
  }
  const bodyFields = Object.fromEntries(
    Object.entries(companyFields).filter(([name]) => !query.has(name)),
  );
  const fullUrl = query.size ? `${url}?${query}` : url;
  const json = op.requestBody?.content['application/json'];
  const form = op.requestBody?.content['multipart/form-data'];
  if (!json && op.requestBody) {
    // The sample's text fields, then the company's fields; the file part under the
    // name of the schema's binary property (`file`, `photo`).
    const sampled = form
      ? (sample(contract, form.schema as never) as Record<string, unknown> | undefined)
      : undefined;
    const scalars = Object.fromEntries(
      Object.entries(sampled ?? {}).filter(
        ([name, value]) =>
          name !== 'file' &&
          name !== 'photo' &&
          (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'),
      ),
    ) as Record<string, string | number>;
    const properties = (resolveRef(contract, (form?.schema ?? {}) as Schema).properties ??
      {}) as Record<string, { format?: string }>;
    const fileField =
      Object.entries(properties).find(([, p]) => p.format === 'binary')?.[0] ?? 'file';
    return {
      url: fullUrl,
      ...multipartBody({ ...scalars, ...bodyFields }, fileField),
      multipart: true,
    };
  }
  const body = json
    ? structuredClone(sample(contract, json.schema as never) as Record<string, unknown>)
    : undefined;
  if (body) Object.assign(body, bodyFields);
  return { url: fullUrl, payload: body, headers: {}, multipart: false };
}
