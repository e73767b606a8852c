/**
 * The contract's access declarations (`x-jornada-access`, openapi/README.md
 * "Access"), read once from the bundled contract and keyed by operationId.
 */
import type { OpenApiDocument } from '../http/contract.ts';
import type { MembershipKind } from './membership.ts';

/** Where a company-scoped operation's owning company comes from (exactly one key). */
export interface CompanyLocator {
  /** A path placeholder holding the company id (`companyId`). */
  path?: string;
  /** A path placeholder or body field naming a record whose company owns the call. */
  record?: string;
  /** A query parameter holding the company id; when absent, the caller's companies. */
  query?: string;
  /** A body field holding the company id of the record being created. */
  body?: string;
  /** A body or query field naming a resource (files: `resource_type` + `resource_id`). */
  resource?: string;
}

/** Who else may call an operation besides its scope's callers. */
export type OtherCaller = 'admin' | 'owner' | 'applicant' | 'recruiter';

/** One operation's declaration as the contract writes it. */
export interface AccessDeclaration {
  scope: 'public' | 'self' | 'company' | 'admin';
  self?: 'caller' | { path?: string; record?: string };
  company?: CompanyLocator;
  members?: MembershipKind[];
  others?: OtherCaller[];
  /**
   * The kinds of membership whose companies the grant lists (`AccessGrant.memberOf`), for
   * handlers whose answer depends on the caller's companies (a search of the caller's
   * companies, a company's drafts on a public page). On a public operation, a bearer token,
   * when sent, identifies the caller for it.
   */
  memberOf?: MembershipKind[];
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every operation's declaration, keyed by operationId.
 * @throws when an operation of the contract has none (openapi/test/access.test.ts
 *   keeps that from happening; the server refuses to start rather than guess).
 */
export function readDeclarations(contract: OpenApiDocument): Map<string, AccessDeclaration> {
  const declarations = new Map<string, AccessDeclaration>();
  for (const item of Object.values(contract.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method) || !operation.operationId) continue;
      const access = operation['x-jornada-access'] as AccessDeclaration | undefined;
      if (!access) throw new Error(`${operation.operationId} no declara x-jornada-access`);
      declarations.set(operation.operationId, access);
    }
  }
  return declarations;
}
