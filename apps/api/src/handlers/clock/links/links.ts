/**
 * Signed clock-in links (decision 39):
 * a company's kiosk link and each employee's
 * personal link. A link is a `clock_links` row (kind, company, employee,
 * expiry, revocation) named by a signed token (token.ts); its URL is built
 * from `PUBLIC_URL` only, with the token in the fragment (`/kiosco#<token>`,
 * `/checar#<token>`), which browsers never send, so it never reaches a server
 * log. The current link is answered again until it expires or is revoked.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import { clockLinks, employees } from '../../../db/schema.ts';
import { HttpError } from '../../../http/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { clockSettingsOf } from '../attendance/settings.ts';
import { unprocessable } from '../../../records/company-record.ts';
import { signLinkToken, tokenFrom, verifyLinkToken } from './token.ts';

type SignedUrl = components['schemas']['SignedUrl'];

/** `kiosk` (a company's shared tablet) or `employee` (a personal link). */
export type LinkKind = components['schemas']['ClockLinkKind'];

/** A stored link. */
export type LinkRow = typeof clockLinks.$inferSelect;

/** The web page each kind of link opens. */
const pages: Record<LinkKind, string> = { kiosk: '/kiosco', employee: '/checar' };

/** Which link: a company's kiosk link, or an employee's personal one. */
export interface LinkOwner {
  companyId: number;
  kind: LinkKind;
  /** The employee of a personal link. */
  employeeId?: number;
}

const ownerIs = (owner: LinkOwner) =>
  and(
    eq(clockLinks.companyId, owner.companyId),
    eq(clockLinks.kind, owner.kind),
    owner.employeeId !== undefined ? eq(clockLinks.employeeId, owner.employeeId) : undefined,
  );

/** The link's URL and expiry as the contract's `SignedUrl`. */
export function toSignedUrl(publicUrl: string, secret: string, link: LinkRow): SignedUrl {
  const token = signLinkToken(secret, { linkId: link.id, expiresAt: link.expiresAt });
  return {
    url: `${publicUrl}${pages[link.kind as LinkKind]}#${token}`,
    expires_at: link.expiresAt.toISOString(),
  };
}

/**
 * Revokes the owner's links still in force (a lost tablet or phone).
 * @param now - the revocation time. @default new Date()
 */
export async function revokeLinks(db: Database, owner: LinkOwner, now = new Date()): Promise<void> {
  await db
    .update(clockLinks)
    .set({ revokedAt: now })
    .where(and(ownerIs(owner), isNull(clockLinks.revokedAt)));
}

/**
 * The owner's current link (not expired, not revoked), or a new one lasting
 * the company's `kiosk_link_hours` / `employee_link_hours` when there is none
 * or `renew` asks to replace it (the current one is then revoked).
 */
export async function currentLink(
  db: Database,
  owner: LinkOwner,
  options: { renew: boolean; createdByUserId: number | null; now?: Date },
): Promise<LinkRow> {
  const now = options.now ?? new Date();
  if (options.renew) await revokeLinks(db, owner, now);
  else {
    const [current] = await db
      .select()
      .from(clockLinks)
      .where(and(ownerIs(owner), isNull(clockLinks.revokedAt), gt(clockLinks.expiresAt, now)))
      .orderBy(desc(clockLinks.expiresAt), desc(clockLinks.id))
      .limit(1);
    if (current) return current;
  }
  const settings = await clockSettingsOf(db, owner.companyId);
  const hours = owner.kind === 'kiosk' ? settings.kiosk_link_hours : settings.employee_link_hours;
  // Whole seconds, as the token carries them.
  const expiresAt = new Date(Math.floor(now.getTime() / 1000 + hours * 3600) * 1000);
  const [link] = await db
    .insert(clockLinks)
    .values({
      companyId: owner.companyId,
      kind: owner.kind,
      employeeId: owner.employeeId ?? null,
      expiresAt,
      createdByUserId: options.createdByUserId,
    })
    .returning();
  return link!;
}

/** 401: the token does not verify. */
export const badLink = (message: string = serverMessages.clockLinks.invalid) =>
  new HttpError(401, message, 'invalid_link');

/** 410: the link expired or was revoked. */
export const goneLink = () => new HttpError(410, serverMessages.clockLinks.gone, 'link_gone');

/**
 * The link a token names, when it is still in force.
 * @throws 401 when the signature does not verify; 410 when the link expired,
 * was revoked or no longer exists, or its employee left the company (`baja`).
 */
export async function resolveLink(
  db: Database,
  secret: string,
  token: string,
  now: Date = new Date(),
): Promise<LinkRow> {
  const claims = verifyLinkToken(secret, token);
  if (!claims) throw badLink();
  const [link] = await db.select().from(clockLinks).where(eq(clockLinks.id, claims.linkId));
  // The row decides (a revoked link), and so does the token's own expiry: a token never outlives
  // what it was signed with, whatever the row says.
  if (!link || link.revokedAt || link.expiresAt <= now || claims.expiresAt <= now) throw goneLink();
  if (link.employeeId !== null) {
    const [employee] = await db
      .select({ status: employees.status })
      .from(employees)
      .where(eq(employees.id, link.employeeId));
    if (!employee || employee.status === 'baja') throw goneLink();
  }
  return link;
}

/**
 * Whether a kiosk token (`kiosk_token` of a `kiosk` check through
 * `createAttendance`) names a kiosk link of the company still in force.
 * @throws 422 on `kiosk_token` otherwise.
 */
export async function requireKioskToken(
  db: Database,
  secret: string,
  companyId: number,
  token: string | undefined,
  now: Date = new Date(),
): Promise<void> {
  const refuse = () => unprocessable({ kiosk_token: [serverMessages.clockAttendance.kioskToken] });
  if (!token) throw refuse();
  const link = await resolveLink(db, secret, tokenFrom(token), now).catch((error: unknown) => {
    if (error instanceof HttpError) return null;
    throw error;
  });
  if (!link || link.kind !== 'kiosk' || link.companyId !== companyId) throw refuse();
}
