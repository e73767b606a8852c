/**
 * Sign-in must not reveal which addresses have an account by how long it takes: an unknown
 * address costs one scrypt derivation with the same parameters as a wrong password.
 */
import type * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const scryptCalls = vi.hoisted(() => [] as { N?: number; r?: number; p?: number }[]);
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  const scrypt = ((...args: Parameters<typeof original.scrypt>) => {
    scryptCalls.push(args[3] as { N?: number; r?: number; p?: number });
    return original.scrypt(...args);
  }) as typeof original.scrypt;
  return { ...original, default: { ...original, scrypt }, scrypt };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const derivationsFor = async (username: string) => {
  scryptCalls.length = 0;
  const response = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', client_id: 'jornada-web', username, password: 'mal' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe('invalid_grant');
  return scryptCalls.map(({ N, r, p }) => ({ N, r, p }));
};

describe('POST /oauth/token timing', () => {
  it('given an unknown address, derives a key with the same cost as for a wrong password', async () => {
    const wrongPassword = await derivationsFor('candidato@jornada.test');
    const unknown = await derivationsFor('nadie-existe@jornada.test');
    expect(wrongPassword).toHaveLength(1);
    expect(unknown).toEqual(wrongPassword);
  });
});
