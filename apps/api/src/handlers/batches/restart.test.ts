/**
 * A restart in the middle of an import loses nothing (docs/decisions/0014-background-jobs.md):
 * the first worker fails after a few
 * committed chunks (as a crash would) and stops; a new queue, as a new process
 * would start, finishes the batch from its checkpoint with every row written
 * exactly once. A job that keeps failing ends its batch `failed` with a message.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { batches } from '../../db/schema.ts';
import { createJobQueue, JobQueue } from '../../jobs/index.ts';
import {
  bajio,
  employeeRows,
  importedEmployees,
  postImport,
  toCsv,
  waitForBatch,
} from '../../test/employee-import.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { importFailedMessage, importTuning } from '../../jobs/batch-import-job.ts';
import { employeeImportJob } from '../employees/import-job.ts';

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

/** A queue as a freshly started process would have it, working in this process. */
async function newProcess(queue = createJobQueue({ db: t.database.db, config: t.config, log })) {
  started.push(queue);
  await queue.startWorkers({ pollingIntervalSeconds: 0.5 });
  return queue;
}

const storedBatch = async (id: string) =>
  (await t.database.db.select().from(batches).where(eq(batches.id, id)))[0]!;

describe('given an import of 300 rows in chunks of 25', () => {
  it('when the worker dies after 3 chunks and a new one starts → the batch completes with each row written once', async () => {
    importTuning.chunkSize = 25;
    let crashed: (() => void) | undefined;
    const crash = new Promise<void>((resolve) => (crashed = resolve));
    importTuning.afterChunk = (_batchId, processed) => {
      if (processed === 75 && crashed) {
        crashed();
        crashed = undefined;
        throw new Error('Fallo simulado del proceso');
      }
    };

    const first = await newProcess();
    const response = await postImport(t, companyId, staff, {
      name: 'muchos.csv',
      bytes: toCsv(employeeRows('RST', 300, department)),
    });
    expect(response.statusCode).toBe(202);
    const batchId = response.json().data.id;

    await crash;
    await first.stopWorkers();
    // What the dead worker committed stays: three chunks, and the checkpoint says so.
    const halfway = await storedBatch(batchId);
    expect(halfway).toMatchObject({ status: 'processing', processedRows: 75, createdRows: 75 });
    expect(await importedEmployees(t, companyId, 'RST')).toHaveLength(75);

    await newProcess();
    const batch = await waitForBatch(t, batchId, staff);
    expect(batch).toMatchObject({
      status: 'completed',
      total_rows: 300,
      processed_rows: 300,
      failed_rows: 0,
      created_rows: 300,
      errors: [],
    });
    const stored = await importedEmployees(t, companyId, 'RST');
    expect(stored).toHaveLength(300);
    expect(new Set(stored.map((e) => e.number)).size).toBe(300);
    expect((await storedBatch(batchId)).input).toBeNull();
  });

  it('when two workers run the same batch at once → rows are still written once', async () => {
    importTuning.chunkSize = 25;
    await newProcess();
    await newProcess();
    const response = await postImport(t, companyId, staff, {
      name: 'doble.csv',
      bytes: toCsv(employeeRows('TWO', 200, department)),
    });
    const batchId = response.json().data.id;
    // A second job for the same batch, as a duplicate delivery would be.
    await t.app.jobs.send(employeeImportJob.name, { batchId });
    const batch = await waitForBatch(t, batchId, staff);
    expect(batch).toMatchObject({ status: 'completed', processed_rows: 200, created_rows: 200 });
    const stored = await importedEmployees(t, companyId, 'TWO');
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((e) => e.number)).size).toBe(200);
  });
});

describe('given an import whose job fails on every attempt', () => {
  it('when its retries run out → the batch ends failed with a Spanish message, keeping the chunks written', async () => {
    importTuning.chunkSize = 10;
    importTuning.afterChunk = (_batchId, processed) => {
      if (processed >= 10) throw new Error('Fallo simulado permanente');
    };
    // One retry, at once: the queue's settings follow the definition when a queue starts.
    const { retryDelayMax: _unused, ...queue } = employeeImportJob.queue;
    await newProcess(
      new JobQueue({
        db: t.database.db,
        config: t.config,
        log,
        definitions: [
          {
            ...employeeImportJob,
            queue: { ...queue, retryLimit: 1, retryDelay: 0, retryBackoff: false },
          },
        ],
      }),
    );
    const response = await postImport(t, companyId, staff, {
      name: 'falla.csv',
      bytes: toCsv(employeeRows('FAIL', 30, department)),
    });
    const batch = await waitForBatch(t, response.json().data.id, staff);
    expect(batch).toMatchObject({ status: 'failed', message: importFailedMessage });
    expect(batch.finished_at).not.toBeNull();
    // The first attempt committed one chunk; the retry resumed after it and failed on the next.
    expect(batch.processed_rows).toBe(20);
    expect(await importedEmployees(t, companyId, 'FAIL')).toHaveLength(20);
  });
});
