/**
 * The company-scoped operations of the contract and well-formed requests for
 * them, shared by the tenant-isolation and workforce matrices: an operation is
 * company-scoped when its path names a record that belongs to a company
 * (outside `/users/{userId}/…`) or it requires a `company_id` query.
 */
import { loadContract } from '../http/contract.ts';
import { sample } from './sample.ts';

/** A parameter of the contract (inline or a reference). */
type Parameter = { in: string; name: string; required?: boolean; schema?: object; $ref?: string };

/** The contract's `x-jornada-access` declaration (openapi/README.md "Access"). */
export interface AccessDeclaration {
  scope: 'public' | 'self' | 'company' | 'admin';
  company?: { path?: string; record?: string; query?: string; body?: string };
  members?: ('staff' | 'employee' | 'driver')[];
  others?: ('admin' | 'owner' | 'applicant')[];
}

/** The parts of an operation the matrices read. */
export interface ContractOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: object }> };
  'x-jornada-access'?: AccessDeclaration;
}

/** One company-scoped operation. */
export interface ScopedOperation {
  path: string;
  method: string;
  op: ContractOperation;
}

/** The bundled contract. */
export const contract = loadContract() as unknown as Record<string, unknown> & {
  paths: Record<string, Record<string, ContractOperation>>;
};

/** Placeholders whose record belongs to a company. */
const companyOwned = [
  'companyId',
  'departmentId',
  'vacancyId',
  'jobApplicationId',
  'interviewId',
  'jobLetterId',
  'workInterviewId',
];

/** Operations on such paths that are not company-scoped, and why. */
export const exempt: Record<string, string> = {
  getVacancy: 'public detail of a published vacancy (drafts: staff and administrators)',
  bookmarkVacancy: 'a job seeker saves any published vacancy',
  unbookmarkVacancy: 'a job seeker removes their own bookmark',
};

function resolveParameter(p: Parameter): Parameter {
  if (!p.$ref) return p;
  const name = p.$ref.split('/').pop()!;
  return (contract.components as { parameters: Record<string, Parameter> }).parameters[name]!;
}

/** Every company-scoped operation of the contract, in document order. */
export const companyScoped: ScopedOperation[] = Object.entries(contract.paths).flatMap(
  ([path, item]) =>
    Object.entries(item)
      .filter(
        ([method, op]) =>
          ['get', 'post', 'put', 'delete', 'patch'].includes(method) && op.operationId,
      )
      .filter(([, op]) => !exempt[op.operationId])
      .filter(
        ([, op]) =>
          (!path.startsWith('/api/v1/users/') &&
            companyOwned.some((p) => path.includes(`{${p}}`))) ||
          (op.parameters ?? [])
            .map(resolveParameter)
            .some((p) => p.in === 'query' && p.name === 'company_id' && p.required),
      )
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);

/**
 * A well-formed request for an operation: placeholders from `ids` (1 when
 * missing), required query parameters (`company_id` = `ids.companyId`) and a
 * sample JSON body.
 */
export function requestFor({ path, op }: ScopedOperation, ids: Record<string, number>) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name] ?? 1));
  const query = new URLSearchParams();
  for (const p of (op.parameters ?? []).map(resolveParameter)) {
    if (p.in === 'query' && p.required)
      query.set(
        p.name,
        p.name === 'company_id'
          ? String(ids.companyId)
          : String(sample(contract, p.schema as never)),
      );
  }
  const json = op.requestBody?.content['application/json'];
  return {
    url: query.size ? `${url}?${query}` : url,
    payload: json ? (sample(contract, json.schema as never) as object) : undefined,
    multipart: !json && Boolean(op.requestBody),
  };
}
