/**
 * What the access helper hands a handler (`request.access`): who the caller is
 * to the operation, decided once from the contract's `x-jornada-access`
 * declaration (openapi/README.md "Access", ADR 0002). Handlers read it and
 * never look roles or memberships up themselves.
 */
import type { MembershipKind } from './membership.ts';
import type { RecordOwner } from './owners.ts';

/**
 * The caller's side of an operation:
 * - `staff`: staff of the owning company (`companyId`);
 * - `workforce`: an employee or a driver of the owning company (`companyId`);
 * - `owner`: the person the record is about (the candidate of an application or interview,
 *   the worker of a labour letter or clock-in record, the filer of a complaint);
 * - `applicant`: someone who applied to the vacancy of the record (a work interview);
 * - `admin`: an administrator acting as one;
 * - `self`: the signed-in user on their own data (or a recruiter reading a candidate's profile);
 * - `public`: nobody needed to sign in (a signed-in staff member or administrator of a public
 *   operation that declares `company` gets `staff` or `admin` instead).
 */
export type CallerSide =
  'staff' | 'workforce' | 'owner' | 'applicant' | 'admin' | 'self' | 'public';

/** How the caller got in, exactly: the kind of membership, or one of the other sides. */
export type GrantedAs = Exclude<CallerSide, 'staff' | 'workforce'> | MembershipKind;

/** What the access check established for one request. */
export interface AccessGrant {
  /** How the caller got in (the membership kind for members). */
  as: GrantedAs;
  /** The caller's side (see {@link CallerSide}). */
  side: CallerSide;
  /** The signed-in caller is an administrator, whichever side they got in by (false when anonymous). */
  isAdmin: boolean;
  /** The owning company of the call, when the declaration names one (path, record, body, or query when given). */
  companyId?: number;
  /**
   * Lists and searches whose company is an optional query parameter left out:
   * the companies the caller may see, or `null` for all (administrators).
   */
  companyIds?: number[] | null;
  /**
   * The companies the operation's user belongs to as the kinds the declaration's `memberOf`
   * names (the path's user for `self: { path }`, otherwise the signed-in caller; empty when
   * anonymous). Absent when the declaration has no `memberOf`.
   */
  memberOf?: number[];
  /** The record the path or body named, with its owners. */
  record?: RecordOwner;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access helper before the handler runs (access/enforce.ts). */
    access?: AccessGrant;
  }
}

/** The side of a way in. */
export const sideOf = (as: GrantedAs): CallerSide =>
  as === 'employee' || as === 'driver' ? 'workforce' : as;

/** A grant for a way in. */
export const grantAs = (
  as: GrantedAs,
  isAdmin: boolean,
  rest: Omit<AccessGrant, 'as' | 'side' | 'isAdmin'> = {},
): AccessGrant => ({ as, side: sideOf(as), isAdmin, ...rest });

/**
 * Whether the grant's `memberOf` lists the company.
 * @throws Error when the operation's declaration has no `memberOf` (a contract mistake the
 *   handler's tests catch).
 */
export function memberOf(grant: AccessGrant | undefined, companyId: number): boolean {
  if (!grant?.memberOf) throw new Error('La declaración de acceso no pide memberOf');
  return grant.memberOf.includes(companyId);
}
