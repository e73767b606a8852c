/**
 * A graceful stop hands an import back at its next checkpoint
 * (docs/decisions/0038-surviving-faults-and-rolling-deploys.md): the stopping process does not
 * run the batch to its end, and another process resumes it from the last committed chunk, each
 * row written once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { batches } from '../db/schema.ts';
import {
  bajio,
  employeeRows,
  importedEmployees,
  postImport,
  toCsv,
  waitForBatch,
} from '../test/employee-import.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { importTuning } from './batch-import-job.ts';
import { createJobQueue, type JobQueue } from './index.ts';

let t: TestApp;
let staff: { authorization: string };
let companyId: number;
let department: string;
const log = pino({ level: 'silent' });
const started: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  ({ companyId, department } = await bajio(t));
});
afterEach(async () => {
  importTuning.chunkSize = 100;
  importTuning.afterChunk = undefined;
  for (const queue of started.splice(0)) await queue.stop();
});
afterAll(() => t.close());

async function newProcess() {
  const queue = createJobQueue({ db: t.database.db, config: t.config, log });
  started.push(queue);
  await queue.startWorkers({ pollingIntervalSeconds: 0.5 });
  return queue;
}

describe('given an import of 300 rows in chunks of 25 being worked', () => {
  it('when its process stops gracefully → it stops after the chunk in hand, and another process finishes the batch with each row written once', async () => {
    importTuning.chunkSize = 25;
    let reached: (() => void) | undefined;
    const halfway = new Promise<void>((resolve) => (reached = resolve));
    importTuning.afterChunk = async (_batchId, processed) => {
      if (processed === 50) reached?.();
      await sleep(150);
    };

    const first = await newProcess();
    const response = await postImport(t, companyId, staff, {
      name: 'despliegue.csv',
      bytes: toCsv(employeeRows('DPL', 300, department)),
    });
    expect(response.statusCode).toBe(202);
    const batchId = response.json().data.id;

    await halfway;
    started.splice(started.indexOf(first), 1);
    await first.stop(30_000);
    const [stopped] = await t.database.db.select().from(batches).where(eq(batches.id, batchId));
    // Handed back mid-way, not worked to the end during the stop.
    expect(stopped).toMatchObject({ status: 'processing' });
    expect(stopped!.processedRows).toBeGreaterThanOrEqual(50);
    expect(stopped!.processedRows).toBeLessThan(300);

    importTuning.afterChunk = undefined;
    await newProcess();
    const batch = await waitForBatch(t, batchId, staff);
    expect(batch).toMatchObject({ status: 'completed', processed_rows: 300, created_rows: 300 });
    const stored = await importedEmployees(t, companyId, 'DPL');
    expect(stored).toHaveLength(300);
    expect(new Set(stored.map((e) => e.number)).size).toBe(300);
  }, 60_000);
});
