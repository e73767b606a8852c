/**
 * Attempt throttling kept in the database, so that every API instance shares it.
 *
 * Sign-in and password changes reserve an attempt *before* the password is
 * hashed ({@link reserveAttempt}): one `INSERT … ON CONFLICT DO UPDATE … RETURNING`
 * per key counts the attempt and decides, under the row's lock, whether it may
 * go on. N concurrent guesses therefore count as N. A key's first `free`
 * failures in its window pass at once; after that each attempt must wait
 * 2^(failures − free) seconds, capped (OWASP Authentication Cheat Sheet: growing
 * delays rather than a lockout an attacker can trigger at will). A success
 * releases the reservation ({@link releaseAttempt}) or clears the key
 * ({@link clearAttempts}).
 *
 * The public forms count every submission of a source the same way ({@link formPolicy}).
 */
import { isIPv6 } from 'node:net';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authThrottle } from '../db/schema.ts';

/** How one kind of throttle key is limited. */
export interface ThrottlePolicy {
  /** Failures let through without delay in one window. */
  free: number;
  /** Longest wait between two attempts, in seconds. */
  maxDelaySeconds: number;
  /** Window length in seconds: the count starts again this long after the window's first failure. */
  windowSeconds: number;
  /**
   * After `free` failures, wait `maxDelaySeconds` at once instead of a doubling delay, and
   * tries refused meanwhile do not make it longer: a hard limit of `free` failures per wait,
   * for short secrets that a doubling delay would still let be guessed (a kiosk PIN,
   * decision 39). @default false
   */
  lockout?: boolean;
}

/** Sign-in from one source (IP address) to one account: 5 at once, then 1, 2, 4 … 900 s. */
export const accountSourcePolicy: ThrottlePolicy = {
  free: 5,
  maxDelaySeconds: 900,
  windowSeconds: 24 * 3600,
};

/**
 * Sign-in failures of one source across all accounts (password spraying): 100 an hour, then
 * 1, 2, 4 … 900 s. High because offices and mobile carriers share addresses.
 */
export const sourcePolicy: ThrottlePolicy = {
  free: 100,
  maxDelaySeconds: 900,
  windowSeconds: 3600,
};

/**
 * Sign-in failures of one account from all sources (a distributed attack): 100 a day, then a
 * delay of 1, 2, 4 … at most 300 s, never a lockout; a password reset clears it.
 */
export const accountPolicy: ThrottlePolicy = {
  free: 100,
  maxDelaySeconds: 300,
  windowSeconds: 24 * 3600,
};

/** Wrong current passwords of one signed-in user when changing the password. */
export const passwordChangePolicy: ThrottlePolicy = {
  free: 5,
  maxDelaySeconds: 900,
  windowSeconds: 24 * 3600,
};

/** Submissions of the public forms from one source: 50 in 15 minutes, then 1, 2, 4 … 900 s. */
export const formPolicy: ThrottlePolicy = {
  free: 50,
  maxDelaySeconds: 900,
  windowSeconds: 15 * 60,
};

/**
 * The source of an attempt as throttled: an IPv4 address as is (also when IPv4-mapped), an IPv6
 * address as its /64 network, since one subscriber usually holds a whole /64 and could
 * otherwise rotate through it.
 */
export function sourceOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The throttle keys of one sign-in attempt from `ip` (see {@link sourceOf}). */
export const signInKeys = (email: string, ip: string) => {
  const source = sourceOf(ip);
  return {
    accountSource: `signin:account:${email}|ip:${source}`,
    source: `signin:ip:${source}`,
    account: `signin:account:${email}`,
  };
};

/** The throttle key of password changes of one user. */
export const passwordChangeKey = (userId: number) => `password:${userId}`;

/** Seconds to wait after the n-th failure of a window under a policy (0 before `free`). */
export function delaySeconds(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.free) return 0;
  if (policy.lockout) return policy.maxDelaySeconds;
  return Math.min(2 ** Math.min(failures - policy.free, 30), policy.maxDelaySeconds);
}

/** The outcome of {@link reserveAttempt}. */
export interface Reservation {
  /** Whether the attempt may go on to the password check. */
  admitted: boolean;
  /** When refused, seconds until the key admits another attempt; else 0. */
  retryAfterSeconds: number;
  /** Failures (including this attempt) counted in the key's window. */
  failures: number;
}

/**
 * Counts one attempt under `key` as a failure and tells whether it may go on: atomically,
 * so that concurrent attempts are counted and judged one at a time. Refused attempts count
 * too (each pushes the wait further, up to the policy's cap).
 *
 * @param now - the current time (tests pass their own clock). @default new Date()
 */
export async function reserveAttempt(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  now: Date = new Date(),
): Promise<Reservation> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${authThrottle.windowStartedAt} <= ${at} - ${policy.windowSeconds}::integer * interval '1 second'`;
  const failures = sql`(CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.failures} + 1 END)`;
  const previousBlock = sql`(CASE WHEN ${expired} THEN NULL ELSE ${authThrottle.blockedUntil} END)`;
  const delay = policy.lockout
    ? sql`${policy.maxDelaySeconds}::integer`
    : sql`power(2, least(${failures} - ${policy.free}::integer, 30))`;
  const firstDelay = delaySeconds(policy, 1);
  const [row] = await db
    .insert(authThrottle)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      blockedUntil: firstDelay > 0 ? new Date(now.getTime() + firstDelay * 1000) : null,
      admitted: true,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${at} ELSE ${authThrottle.windowStartedAt} END`,
        blockedUntil: policy.lockout
          ? sql`CASE WHEN ${failures} < ${policy.free}::integer OR ${previousBlock} > ${at} THEN ${previousBlock}
            ELSE ${at} + ${delay} * interval '1 second' END`
          : sql`CASE WHEN ${failures} < ${policy.free}::integer THEN ${previousBlock}
          ELSE greatest(${previousBlock}, ${at} + least(${delay}, ${policy.maxDelaySeconds}::integer) * interval '1 second') END`,
        admitted: sql`(${previousBlock} IS NULL OR ${previousBlock} <= ${at})`,
      },
    })
    .returning();
  const admitted = row!.admitted;
  const blockedUntil = row!.blockedUntil?.getTime() ?? 0;
  return {
    admitted,
    retryAfterSeconds: admitted ? 0 : Math.max(1, Math.ceil((blockedUntil - now.getTime()) / 1000)),
    failures: row!.failures,
  };
}

/**
 * Reserves an attempt under each key in turn and stops at the first refusal, so that
 * a key further down (e.g. the account's) only counts attempts the keys before it let
 * through.
 */
export async function reserveAttempts(
  db: Database,
  keys: [key: string, policy: ThrottlePolicy][],
  now: Date = new Date(),
): Promise<Reservation> {
  let last: Reservation = { admitted: true, retryAfterSeconds: 0, failures: 0 };
  for (const [key, policy] of keys) {
    last = await reserveAttempt(db, key, policy, now);
    if (!last.admitted) return last;
  }
  return last;
}

/**
 * Gives back one reserved attempt of `key` after it turned out to be a success. With the key's
 * `policy`, a wait that this attempt's reservation started is lifted too when the failures left
 * are fewer than the policy's `free` (the attempt that reached the limit was a success).
 */
export async function releaseAttempt(
  db: Database,
  key: string,
  policy?: ThrottlePolicy,
): Promise<void> {
  await db
    .update(authThrottle)
    .set({
      failures: sql`greatest(${authThrottle.failures} - 1, 0)`,
      ...(policy
        ? {
            blockedUntil: sql`CASE WHEN ${authThrottle.failures} - 1 < ${policy.free}::integer THEN NULL ELSE ${authThrottle.blockedUntil} END`,
          }
        : {}),
    })
    .where(eq(authThrottle.key, key));
}

/** Forgets a key's failures (a successful sign-in from that source, a password change). */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/**
 * Forgets every sign-in failure of an account, from every source: a successful password
 * reset proves the owner, who may then sign in at once from anywhere.
 */
export async function clearAccountAttempts(db: Database, email: string): Promise<void> {
  const { account } = signInKeys(email, '');
  await db
    .delete(authThrottle)
    .where(
      or(eq(authThrottle.key, account), sql`starts_with(${authThrottle.key}, ${`${account}|`})`),
    );
}

/** The longest window of the sign-in policies, in seconds: older rows no longer count. */
export const longestWindowSeconds = Math.max(
  accountSourcePolicy.windowSeconds,
  sourcePolicy.windowSeconds,
  accountPolicy.windowSeconds,
  passwordChangePolicy.windowSeconds,
);

/**
 * Deletes the counters whose window ended at least {@link longestWindowSeconds} ago and that
 * ask for no wait, so that guesses at random addresses do not grow the table for ever.
 * @returns how many rows were deleted.
 */
export async function pruneAttempts(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStartedAt, new Date(now.getTime() - longestWindowSeconds * 1000)),
        or(isNull(authThrottle.blockedUntil), lt(authThrottle.blockedUntil, now)),
      ),
    )
    .returning({ key: authThrottle.key });
  return deleted.length;
}
