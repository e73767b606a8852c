/**
 * The scheduled clean-ups (docs/decisions/0039-limits-metrics-maintenance.md "Maintenance"):
 * each deletes exactly the rows past their expiry or retention, in batches, and every one is
 * a pg-boss schedule once the queue starts in a supervising process.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  downloadTokens,
  idempotencyKeys,
  outboundEmails,
  unitPositions,
  units,
  users,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createJobQueue } from '../index.ts';
import { accessTokensCleanup } from './access-tokens.ts';
import { deleteInBatches } from './batched-delete.ts';
import { devMailboxCleanup, mailboxRetentionDays } from './dev-mailbox.ts';
import { downloadTokensCleanup } from './download-tokens.ts';
import { idempotencyKeyHours, idempotencyKeysCleanup } from './idempotency-keys.ts';
import { maintenanceJobs } from './index.ts';
import { positionsCleanup } from './positions.ts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const hash = () => createHash('sha256').update(randomBytes(16)).digest('hex');

let t: TestApp;
let userId: number;
let unitId: number;
beforeAll(async () => {
  t = await createTestApp({ POSITION_RETENTION_DAYS: '30' });
  const db = t.database.db;
  userId = (
    await db.select({ id: users.id }).from(users).where(eq(users.email, 'candidato@jornada.test'))
  )[0]!.id;
  unitId = (await db.select({ id: units.id }).from(units).limit(1))[0]!.id;
});
afterAll(() => t.close());

/** Runs a clean-up job as its worker would. */
const run = (job: (typeof maintenanceJobs)[number]) =>
  job.run({ id: 'prueba', name: job.name, data: {} } as Job<object>, {
    db: t.database.db,
    config: t.config,
    log: t.app.log,
  });

describe('given expired and live access tokens', () => {
  it('when the clean-up runs → only the expired ones are gone', async () => {
    const db = t.database.db;
    const now = Date.now();
    const rows = await db
      .insert(accessTokens)
      .values(
        [-2 * dayMs, -1000, 1000 * 60, dayMs].map((offset) => ({
          userId,
          clientId: 'jornada-web',
          tokenHash: hash(),
          expiresAt: new Date(now + offset),
        })),
      )
      .returning({ id: accessTokens.id });
    await run(accessTokensCleanup);
    const left = await db
      .select({ id: accessTokens.id })
      .from(accessTokens)
      .where(
        inArray(
          accessTokens.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows[2]!.id, rows[3]!.id].sort());
  });
});

describe('given expired and live download tokens', () => {
  it('when the clean-up runs → only the expired ones are gone', async () => {
    const db = t.database.db;
    const now = Date.now();
    const rows = await db
      .insert(downloadTokens)
      .values(
        [-hourMs, -1000, 60_000].map((offset) => ({
          tokenHash: hash(),
          resourceType: 'document',
          resourceId: 1,
          expiresAt: new Date(now + offset),
        })),
      )
      .returning({ id: downloadTokens.id });
    await run(downloadTokensCleanup);
    const left = await db
      .select({ id: downloadTokens.id })
      .from(downloadTokens)
      .where(
        inArray(
          downloadTokens.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id)).toEqual([rows[2]!.id]);
  });
});

describe(`given idempotency keys stored more and less than ${idempotencyKeyHours} hours ago`, () => {
  it('when the clean-up runs → only the old ones are gone', async () => {
    const db = t.database.db;
    const now = Date.now();
    const ages = {
      viejo: idempotencyKeyHours * hourMs + 60_000,
      reciente: idempotencyKeyHours * hourMs - 60_000,
    };
    await db.insert(idempotencyKeys).values(
      Object.entries(ages).map(([key, age]) => ({
        userId,
        operation: 'createRecharge',
        key,
        requestHash: 'a'.repeat(64),
        createdAt: new Date(now - age),
      })),
    );
    await run(idempotencyKeysCleanup);
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, userId));
    expect(left.map((r) => r.key)).toEqual(['reciente']);
  });
});

describe(`given dev-mailbox messages older and newer than ${mailboxRetentionDays} days`, () => {
  it('when the clean-up runs → only the old ones are gone', async () => {
    const db = t.database.db;
    const now = Date.now();
    await db.insert(outboundEmails).values(
      [mailboxRetentionDays * dayMs + hourMs, mailboxRetentionDays * dayMs - hourMs].map(
        (age, i) => ({
          to: 'buzon@jornada.test',
          subject: i === 0 ? 'viejo' : 'reciente',
          text: '…',
          createdAt: new Date(now - age),
        }),
      ),
    );
    await run(devMailboxCleanup);
    const left = await db
      .select({ subject: outboundEmails.subject })
      .from(outboundEmails)
      .where(eq(outboundEmails.to, 'buzon@jornada.test'));
    expect(left).toEqual([{ subject: 'reciente' }]);
  });
});

describe('given positions older and newer than POSITION_RETENTION_DAYS (30 here)', () => {
  it('when the clean-up runs → only the old ones are gone', async () => {
    const db = t.database.db;
    const now = Date.now();
    const rows = await db
      .insert(unitPositions)
      .values(
        [31 * dayMs, 40 * dayMs, 29 * dayMs].map((age) => ({
          unitId,
          latitude: 21.1,
          longitude: -101.7,
          source: 'tracker',
          recordedAt: new Date(now - age),
        })),
      )
      .returning({ id: unitPositions.id });
    await run(positionsCleanup);
    const left = await db
      .select({ id: unitPositions.id })
      .from(unitPositions)
      .where(
        inArray(
          unitPositions.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id)).toEqual([rows[2]!.id]);
  });
});

describe('deleteInBatches', () => {
  it('given more matching rows than a batch, deletes all of them in several statements', async () => {
    const db = t.database.db;
    const past = new Date(Date.now() - dayMs);
    await db.insert(downloadTokens).values(
      Array.from({ length: 25 }, () => ({
        tokenHash: hash(),
        resourceType: 'document',
        resourceId: 2,
        expiresAt: past,
      })),
    );
    expect(await deleteInBatches(db, downloadTokens, eq(downloadTokens.resourceId, 2), 10)).toBe(
      25,
    );
    expect(await db.$count(downloadTokens, eq(downloadTokens.resourceId, 2))).toBe(0);
  });
});

describe('the schedules', () => {
  it('given a supervising queue, registers one pg-boss schedule per clean-up (UTC), once however many instances start', async () => {
    const queues = [1, 2].map(() =>
      createJobQueue({ db: t.database.db, config: t.config, log: t.app.log, supervise: true }),
    );
    try {
      for (const queue of queues) await queue.start();
      const schedules = await queues[0]!.schedules();
      expect(schedules.map((s) => [s.name, s.cron, s.timezone]).sort()).toEqual(
        maintenanceJobs.map((job) => [job.name, job.schedule, 'UTC']).sort(),
      );
    } finally {
      for (const queue of queues) await queue.stop();
    }
  });
});
