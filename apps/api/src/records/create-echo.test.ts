/**
 * Contract and server agree on what a create stores: for every company
 * record whose create the generic record mechanism answers and whose body
 * names no other record, a body built from the contract's schema (its
 * examples; unique fields marked apart from the seeded records) is created,
 * and every field sent comes back equal, or trimmed and upper-cased where the
 * contract's field description says so.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema.ts';
import { containerRecord } from '../handlers/containers/definition.ts';
import { departmentRecord } from '../handlers/departments/definition.ts';
import { recessRecord } from '../handlers/clock/plan/recesses.ts';
import { routeRecord } from '../handlers/routes/definition.ts';
import { scheduleRecord } from '../handlers/clock/plan/schedules.ts';
import { shiftRecord } from '../handlers/clock/plan/shifts.ts';
import { terminalRecord } from '../handlers/terminals/definition.ts';
import { ticketRecord } from '../handlers/tickets/definition.ts';
import { unitRecord } from '../handlers/units/definition.ts';
import { loadContract } from '../http/contract.ts';
import { contractOperations } from '../test/company-scoped.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { resolveRef, sample, type Schema } from '../test/sample.ts';

const document = loadContract() as unknown as Schema;
/** Record definitions on the mechanism whose create body names no other record. */
const definitions = [
  containerRecord,
  departmentRecord,
  recessRecord,
  routeRecord,
  scheduleRecord,
  shiftRecord,
  terminalRecord,
  ticketRecord,
  unitRecord,
].filter((d) => d.operations.create && Object.keys(d.references ?? {}).length === 0);

const creates = definitions.map((d) => {
  const found = contractOperations.find((s) => s.op.operationId === d.operations.create)!;
  const op = found.op as unknown as {
    requestBody: { content: { 'application/json': { schema: Schema } } };
  };
  const unique = new Set((d.unique ?? []).map((u) => u.field));
  return {
    ...found,
    unique,
    body: resolveRef(document, op.requestBody.content['application/json'].schema),
  };
});

/** Whether the contract documents the field as upper-cased on the way in. */
const upperCased = (field: Schema) => /upper-cased/.test(String(field.description ?? ''));

let t: TestApp;
let staff: { authorization: string };
let tdbId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  tdbId = (
    await t.database.db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
});
afterAll(() => t.close());

describe('given a create of a company record built from the contract', () => {
  it('covers the record domains without references', () => {
    expect(creates.map((c) => c.op.operationId)).toEqual(
      expect.arrayContaining(['createTerminal', 'createUnit']),
    );
  });

  it.each(creates.map((c) => [c.op.operationId, c] as const))(
    '%s answers what was sent (or its documented normal form)',
    async (_, c) => {
      const properties = (c.body.properties ?? {}) as Record<string, Schema>;
      const payload = sample(document, c.body) as Record<string, unknown>;
      const expected: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(payload)) {
        const field = resolveRef(document, properties[name] ?? {});
        if (typeof value === 'string' && upperCased(field)) {
          // Sent lower-cased and padded, with a mark that keeps it clear of seeded values.
          const sent = `${value}-e`.toLowerCase();
          payload[name] = ` ${sent} `;
          expected[name] = sent.toUpperCase();
        } else if (typeof value === 'string' && c.unique.has(name)) {
          // A unique field: marked so that it does not collide with the seeded records.
          payload[name] = `${value} 2`;
          expected[name] = payload[name];
        } else expected[name] = value;
      }
      const response = await t.app.inject({
        method: 'POST',
        url: c.path.replace('{companyId}', String(tdbId)),
        headers: staff,
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      assertMatchesContract('POST', c.path, response);
      const data = response.json().data as Record<string, unknown>;
      for (const [name, value] of Object.entries(expected))
        if (name in data) expect(data[name], name).toEqual(value);
    },
  );
});
