import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '../db/schema.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import {
  accountSourcePolicy,
  clearAccountAttempts,
  delaySeconds,
  passwordChangeKey,
  longestWindowSeconds,
  passwordChangePolicy,
  pruneAttempts,
  releaseAttempt,
  reserveAttempt,
  signInKeys,
  sourceOf,
  type ThrottlePolicy,
} from './throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const policy: ThrottlePolicy = { free: 3, maxDelaySeconds: 60, windowSeconds: 3600 };
const start = new Date('2026-03-01T12:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const rowOf = async (key: string) =>
  (await t.database.db.select().from(authThrottle).where(eq(authThrottle.key, key)))[0];

describe('delaySeconds', () => {
  it('is 0 before the free failures are used up, then doubles up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => delaySeconds(policy, n))).toEqual([
      0, 0, 1, 2, 4, 8, 16, 32, 60, 60,
    ]);
    expect(delaySeconds(accountSourcePolicy, 10_000)).toBe(accountSourcePolicy.maxDelaySeconds);
  });
});

describe('sourceOf', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped ones and groups IPv6 by /64', () => {
    expect(sourceOf('203.0.113.9')).toBe('203.0.113.9');
    expect(sourceOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(sourceOf('2001:db8:85a3:12:abcd::1')).toBe('2001:db8:85a3:12::/64');
    expect(sourceOf('2001:0DB8:85a3:0012:ffff:1:2:3')).toBe('2001:db8:85a3:12::/64');
    expect(sourceOf('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
  });

  it('gives two addresses of one /64 the same sign-in keys', () => {
    expect(signInKeys('a@correo.example', '2001:db8:1:2::a')).toEqual(
      signInKeys('a@correo.example', '2001:db8:1:2:ffff::b'),
    );
  });
});

describe('a lockout policy (kiosk PINs, decision 39)', () => {
  const lockout: ThrottlePolicy = {
    free: 3,
    maxDelaySeconds: 900,
    windowSeconds: 900,
    lockout: true,
  };

  it('waits the whole delay at once after the free failures', () => {
    expect([1, 2, 3, 4, 5].map((n) => delaySeconds(lockout, n))).toEqual([0, 0, 900, 900, 900]);
  });

  it('refuses the try after the free ones for the whole delay, then starts a new window', async () => {
    const key = 'test:lockout';
    for (let i = 0; i < 3; i++)
      expect((await reserveAttempt(t.database.db, key, lockout, at(i))).admitted).toBe(true);
    const refused = await reserveAttempt(t.database.db, key, lockout, at(600));
    expect(refused).toMatchObject({ admitted: false, retryAfterSeconds: 302 });
    expect((await reserveAttempt(t.database.db, key, lockout, at(1200))).admitted).toBe(true);
  });

  it('a success that reached the limit, released with its policy, lifts the wait it started', async () => {
    const key = 'test:lockout-release';
    for (let i = 0; i < 3; i++) await reserveAttempt(t.database.db, key, lockout, at(i));
    await releaseAttempt(t.database.db, key, lockout);
    expect(await rowOf(key)).toMatchObject({ failures: 2, blockedUntil: null });
    expect((await reserveAttempt(t.database.db, key, lockout, at(5))).admitted).toBe(true);
  });
});

describe('reserveAttempt', () => {
  it('given the free failures used up, refuses until the delay has passed and doubles it', async () => {
    const key = 'test:growing';
    const outcomes = [];
    for (const second of [0, 0, 0])
      outcomes.push(await reserveAttempt(t.database.db, key, policy, at(second)));
    expect(outcomes.map((o) => o.admitted)).toEqual([true, true, true]);
    // The third failure asks for 1 s: an attempt at once is refused (and counted) …
    const early = await reserveAttempt(t.database.db, key, policy, at(0));
    expect(early).toEqual({ admitted: false, retryAfterSeconds: 2, failures: 4 });
    // … one after the wait goes through, and the next wait is longer.
    const later = await reserveAttempt(t.database.db, key, policy, at(2));
    expect(later).toEqual({ admitted: true, retryAfterSeconds: 0, failures: 5 });
    const refused = await reserveAttempt(t.database.db, key, policy, at(3));
    expect(refused.admitted).toBe(false);
    expect(refused.retryAfterSeconds).toBe(8);
    const row = await rowOf(key);
    expect(row).toMatchObject({ failures: 6, admitted: false });
    expect(row?.blockedUntil?.toISOString()).toBe(at(3 + 8).toISOString());
  });

  it('never asks to wait longer than the cap', async () => {
    const key = 'test:cap';
    let last;
    for (let i = 0; i < 40; i++) last = await reserveAttempt(t.database.db, key, policy, at(0));
    expect(last).toEqual({ admitted: false, retryAfterSeconds: 60, failures: 40 });
    expect((await reserveAttempt(t.database.db, key, policy, at(60))).admitted).toBe(true);
  });

  it('starts a new window once the window has passed', async () => {
    const key = 'test:window';
    for (let i = 0; i < 10; i++) await reserveAttempt(t.database.db, key, policy, at(0));
    const fresh = await reserveAttempt(t.database.db, key, policy, at(policy.windowSeconds));
    expect(fresh).toEqual({ admitted: true, retryAfterSeconds: 0, failures: 1 });
    expect((await rowOf(key))?.windowStartedAt.toISOString()).toBe(
      at(policy.windowSeconds).toISOString(),
    );
  });

  it('given concurrent attempts, counts every one and admits only the free ones', async () => {
    const key = 'test:concurrent';
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => reserveAttempt(t.database.db, key, policy, at(0))),
    );
    expect(outcomes.filter((o) => o.admitted)).toHaveLength(policy.free);
    expect((await rowOf(key))?.failures).toBe(30);
  });
});

describe('releaseAttempt', () => {
  it('gives back one reserved attempt', async () => {
    const key = 'test:release';
    await reserveAttempt(t.database.db, key, policy, at(0));
    await reserveAttempt(t.database.db, key, policy, at(0));
    await releaseAttempt(t.database.db, key);
    expect((await rowOf(key))?.failures).toBe(1);
  });
});

describe('pruneAttempts', () => {
  it('deletes only the counters whose window is long over', async () => {
    const later = at(longestWindowSeconds + 1);
    await reserveAttempt(t.database.db, 'test:prune-old', policy, at(0));
    await reserveAttempt(t.database.db, 'test:prune-recent', policy, at(longestWindowSeconds));
    await pruneAttempts(t.database.db, later);
    expect(await rowOf('test:prune-old')).toBeUndefined();
    expect(await rowOf('test:prune-recent')).toBeDefined();
  });
});

describe('clearAccountAttempts', () => {
  it('forgets the account’s failures from every source and no other account’s', async () => {
    const mine = signInKeys('dueno@correo.example', '203.0.113.1');
    const mineElsewhere = signInKeys('dueno@correo.example', '203.0.113.2');
    const other = signInKeys('otro@correo.example', '203.0.113.1');
    for (const key of [
      mine.account,
      mine.accountSource,
      mineElsewhere.accountSource,
      mine.source,
      other.accountSource,
    ])
      await reserveAttempt(t.database.db, key, policy, at(0));
    await clearAccountAttempts(t.database.db, 'dueno@correo.example');
    expect(await rowOf(mine.account)).toBeUndefined();
    expect(await rowOf(mine.accountSource)).toBeUndefined();
    expect(await rowOf(mineElsewhere.accountSource)).toBeUndefined();
    expect(await rowOf(mine.source)).toBeDefined();
    expect(await rowOf(other.accountSource)).toBeDefined();
  });
});

describe('PUT /api/v1/update-password given 20 concurrent wrong current passwords', () => {
  it('counts all 20, checks only the free ones (422) and answers 429 with Retry-After to the rest', async () => {
    const headers = await signIn(t.app, 'empleado@jornada.test');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/update-password',
          headers,
          payload: {
            current_password: `adivina-${i}`,
            password: 'Otra clave 2026',
            password_confirmation: 'Otra clave 2026',
          },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(passwordChangePolicy.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - passwordChangePolicy.free);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Demasiados intentos/);
    const { id } = (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers })).json()
      .data;
    expect((await rowOf(passwordChangeKey(id)))?.failures).toBe(20);
  });
});
